import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createEngine } from "../../mock-server/src/adapters/node/create-engine";

// `npm start -- --seed 7` failed ("--seed was given more than once") and `--json` was preceded by
// the build's output on stdout.
const root = fileURLToPath(new URL("../..", import.meta.url));
let child: ChildProcess | undefined;

afterEach(async () => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  // npm does not pass SIGTERM on; the whole group (npm, its shell, the server) was started here.
  process.kill(-child.pid!, "SIGTERM");
  await once(child, "exit");
});

async function firstStdoutLine(args: string[]): Promise<string> {
  child = spawn("npm", ["start", "--silent", "--", ...args], { cwd: root, detached: true, stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`npm start exited (${String(code)}) before printing a line`);
  });
  const [line] = (await Promise.race([once(lines, "line"), exited])) as [string];
  lines.close();
  return line;
}

const demoKeyOf = (seed: number) => {
  const engine = createEngine({ seed, demoData: false });
  void engine.close();
  return engine.demo.apiKey;
};

describe("npm start", () => {
  it("prints the JSON ready line first and takes the flags given after --, --seed included", async () => {
    const ready = JSON.parse(await firstStdoutLine(["--port", "0", "--json", "--seed", "7"]));
    expect(ready.api_key).toBe(demoKeyOf(7));
    expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${ready.url}/healthz`)).status).toBe(200);
  }, 180_000);

  it("keeps --seed 42 when no --seed is given", async () => {
    const ready = JSON.parse(await firstStdoutLine(["--port=0", "--json"]));
    expect(ready.api_key).toBe(demoKeyOf(42));
  }, 180_000);
});
