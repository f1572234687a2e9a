import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { freshTree } from "../../scripts/fresh-tree.mjs";

// A first `npm start` used to build both packages with their type declarations, 70 to 118 s
// before the server answered. It now builds only what the server runs and says what it builds.
// How long it takes is bench:first-start's figure (docs/benchmarks.md), not an assertion here.
const tree = freshTree();
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid!, "SIGTERM");
    await once(child, "exit");
  }
  tree.remove();
});

describe("the first npm start of a fresh clone", () => {
  it("builds only the server, says so step by step, and answers", async () => {
    const started = performance.now();
    child = spawn("npm", ["start", "--silent", "--", "--port", "0", "--json"], { cwd: tree.dir, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => void (stderr += chunk));
    const lines = createInterface({ input: child.stdout! });
    const exited = once(child, "exit").then(([code]) => {
      throw new Error(`npm start exited (${String(code)}) before its ready line:\n${stderr}`);
    });
    const [line] = (await Promise.race([once(lines, "line"), exited])) as [string];
    const { url } = JSON.parse(line) as { url: string };
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    console.log(`first npm start answered after ${((performance.now() - started) / 1000).toFixed(1)} s`);

    expect(stderr.split("\n").slice(0, 4)).toEqual([
      "lps: no build yet; building the server…",
      expect.stringMatching(/^lps: {3}built the SDK \(\d+\.\d s\)$/),
      expect.stringMatching(/^lps: {3}built the server \(\d+\.\d s\)$/),
      expect.stringMatching(/^lps: built in \d+\.\d s$/),
    ]);
    // The pages the banner names work from this build too.
    for (const page of ["/dashboard", "/docs", "/openapi.yaml"]) expect((await fetch(`${url}${page}`)).status, page).toBe(200);
    // No type declarations: those are for `npm test` and `npm pack`, which build everything.
    expect(existsSync(join(tree.dir, "mock-server/dist/index.d.ts"))).toBe(false);
    expect(existsSync(join(tree.dir, "packages/sdk/dist/index.d.ts"))).toBe(false);
  }, 120_000);
});
