import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// docs/mock-server.md's CI shell recipe, run as written: afterwards no server may be left and
// its port must be free (the former `npx … & kill %1` left the server running).
const root = fileURLToPath(new URL("../..", import.meta.url));
const doc = readFileSync(join(root, "docs/mock-server.md"), "utf8");
const recipe = /<!-- ci-recipe: shell[^>]*-->\s*```sh\n([\s\S]*?)```/.exec(doc)?.[1];

// A project that installed @lps/mock-server: its bin link points at the built CLI.
const project = mkdtempSync(join(tmpdir(), "lps-ci-recipe-"));
mkdirSync(join(project, "node_modules/.bin"), { recursive: true });
symlinkSync(join(root, "mock-server/dist/cli/bin.cjs"), join(project, "node_modules/.bin/lps-mock"));
writeFileSync(join(project, "with-lps-mock.sh"), recipe ?? "");
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Pids of live processes whose command line contains `marker` (and starts with `program`). */
function processesWith(marker: string, program = ""): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
        return cmdline.startsWith(program) && cmdline.includes(marker);
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function runRecipe(key: string, command: string[]) {
  const run = spawnSync("bash", ["with-lps-mock.sh", ...command], {
    cwd: project,
    env: { ...process.env, LPS_CI_KEY: key },
    encoding: "utf8",
    timeout: 60_000,
  });
  const ready = JSON.parse(readFileSync(join(project, "lps.json"), "utf8")) as { url: string; base_url: string };
  return { run, port: Number(new URL(ready.url).port), ready };
}

// The command the recipe runs: one authenticated call with the CI key, printing its status.
const CHECK = `fetch(process.env.LPS_BASE_URL + "/leads", { headers: { authorization: "Bearer " + process.env.LPS_CI_KEY } }).then((r) => console.log("status", r.status))`;

describe("the CI shell recipe of docs/mock-server.md", () => {
  it("is found in the docs", () => {
    expect(recipe).toContain("./node_modules/.bin/lps-mock");
  });

  it("runs the command against the server, then leaves no process and a free port", async () => {
    const key = `lps_sk_ci_recipe_${process.pid}_ok`;
    const { run, port } = runRecipe(key, ["node", "-e", CHECK]);
    // The server's request log goes to lps.log, not into the command's output; on success it is
    // not printed at all.
    const logLines = readFileSync(join(project, "lps.log"), "utf8").split("\n").filter(Boolean);
    expect(logLines.map((line) => (JSON.parse(line) as { path?: string }).path)).toEqual(["/v1/leads"]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("status 200");
    expect(processesWith(key)).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
  }, 90_000);

  it("cleans up when the command fails, and passes its exit status on", async () => {
    const key = `lps_sk_ci_recipe_${process.pid}_fail`;
    const { run, port } = runRecipe(key, ["sh", "-c", "exit 3"]);
    expect(run.status).toBe(3);
    // A failure prints the server's log, so the requests that led to it are in the CI output.
    expect(run.stderr).toContain("lps-mock's request log (lps.log):");
    expect(processesWith(key)).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
  }, 90_000);

  // A CI runner cancels a job with SIGTERM (or Ctrl+C, SIGINT) to the script alone: an EXIT trap
  // alone left the server and the command running under PID 1.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`ends the server and the command when the script gets ${signal}`, async () => {
      const key = `lps_sk_ci_recipe_${process.pid}_${signal}`;
      const marker = `lps-ci-recipe-command-${process.pid}-${signal}`;
      rmSync(join(project, "lps.json"), { force: true });
      const script = spawn("bash", ["with-lps-mock.sh", "node", "-e", `setInterval(() => {}, 1000)`, marker], {
        cwd: project,
        env: { ...process.env, LPS_CI_KEY: key },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      script.stderr!.on("data", (chunk: Buffer) => void (stderr += chunk));
      // Wait until both the server and the command run, then signal the script alone.
      // The script (and each subshell it forks) names the marker too: wait for the command itself.
      const commandRuns = () => processesWith(marker, "node\0").length > 0;
      while (!commandRuns()) await new Promise((r) => setTimeout(r, 50));
      const port = Number(new URL((JSON.parse(readFileSync(join(project, "lps.json"), "utf8")) as { url: string }).url).port);
      script.kill(signal);
      const [code] = (await once(script, "exit")) as [number | null];
      expect(code).toBe(signal === "SIGTERM" ? 143 : 130);
      expect(stderr).toContain("lps-mock's request log (lps.log):");
      expect(processesWith(key)).toEqual([]);
      expect(processesWith(marker)).toEqual([]);
      expect(await portIsFree(port)).toBe(true);
    }, 90_000);
  }
});
