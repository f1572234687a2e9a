import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// An integrator's install: the packed tarballs, in a fresh project outside the workspace.
const repo = new URL("../../", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "lps-install-"));
const run = (cmd: string, args: string[], cwd = dir) =>
  execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, npm_config_loglevel: "error" } });

// A failing command's own report, so a red test says what the compiler or linter said.
const failureOf = (command: () => unknown) => {
  try {
    command();
    return "";
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return `${e.stdout ?? ""}${e.stderr ?? ""}` || e.message;
  }
};

/** Resolves once no process of the group `pgid` is left (signal 0 only asks whether one is). */
async function groupGone(pgid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let tarballs: string[] = [];

let installLine = "";

beforeAll(() => {
  // The docs' one step: `npm run tarballs` in the clone (each pack builds first when stale; npm
  // test has built already), then the `npm install` line it prints, run in an empty folder.
  const printed = run("node", ["scripts/pack-packages.mjs", dir], repo);
  tarballs = readdirSync(dir).filter((f) => f.endsWith(".tgz"));
  installLine = /^ {2}(npm install .+)$/m.exec(printed)?.[1] ?? "";
  // An ESM app: msw's own declarations cannot be type-checked from CommonJS under node16
  // (they import an ESM-only package). attw covers our packages' CommonJS resolution.
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "integrator-app", private: true, version: "1.0.0", type: "module" }));
  execFileSync("sh", ["-c", `${installLine} --no-audit --no-fund`], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  // The integrator's own tools, as their project has them.
  run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "typescript@~5.9.3", "@types/node@^20.19.0", "msw@^2.15.0" /* the msw entry's optional peer */, "vitest@~4.1.0"]);
  cpSync(new URL("./fixture/", import.meta.url).pathname, dir, { recursive: true });
  cpSync(join(repo, "examples/quickstart"), join(dir, "quickstart"), { recursive: true, filter: (src) => !src.includes("node_modules") });
  cpSync(join(repo, "examples/contract-tests"), join(dir, "contract-tests"), { recursive: true, filter: (src) => !src.includes("node_modules") });
}, 300_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("an integrator's install from the packed tarballs", () => {
  it("packs both published packages and prints one line that installs both", () => {
    expect(tarballs.sort()).toEqual([expect.stringMatching(/^lps-mock-server-.*\.tgz$/), expect.stringMatching(/^lps-sdk-.*\.tgz$/)]);
    expect(installLine).toBe(`npm install ${join(dir, "lps-sdk-0.1.0.tgz")} ${join(dir, "lps-mock-server-0.1.0.tgz")}`);
  });

  it("runs the testing helpers under vitest and node:test, as ESM", () => {
    // examples/contract-tests as written, with the tools installed in this folder.
    const cwd = join(dir, "contract-tests");
    expect(failureOf(() => run("npx", ["--no-install", "vitest", "run", "--config", "vitest.config.ts"], cwd))).toBe("");
    expect(failureOf(() => run("node", ["--test", "node-test.test.mjs"], cwd))).toBe("");
  }, 180_000);

  it("runs the testing helpers under node:test as CommonJS", () => {
    writeFileSync(
      join(dir, "helpers.test.cjs"),
      `const { test, after } = require("node:test");
const assert = require("node:assert/strict");
const { startTestServer } = require("@lps/mock-server/testing");
const { createClient } = require("@lps/sdk");
const started = startTestServer({ seed: 3 });
after(async () => (await started).close());
test("a CommonJS project calls the server and checks the journal", async () => {
  const lps = await started;
  const page = await createClient({ apiKey: lps.apiKey, baseUrl: lps.baseUrl }).properties.list({ limit: 2 });
  assert.equal(page.data.length, 2);
  await lps.expectNoViolations();
});
`,
    );
    expect(failureOf(() => run("node", ["--test", "helpers.test.cjs"]))).toBe("");
  }, 120_000);

  it.each(["node16", "bundler"])("type-checks a program under moduleResolution %s", (mode) => {
    expect(failureOf(() => run("npx", ["tsc", "-p", `tsconfig.${mode}.json`]))).toBe("");
  }, 120_000);

  it("passes publint and arethetypeswrong", () => {
    for (const t of tarballs) {
      // Both exit non-zero on any problem, which makes execFileSync throw with their report.
      expect(failureOf(() => run("npx", ["--no-install", "publint", "run", "--strict", join(dir, t)], repo)), t).toBe("");
      expect(failureOf(() => run("npx", ["--no-install", "attw", join(dir, t)], repo)), t).toBe("");
    }
  }, 120_000);

  it("runs the quickstart as ESM and as CJS against `npx lps-mock`", async () => {
    // In a process group of its own: npx exits on SIGTERM without passing it on to lps-mock.
    const server = spawn("npx", ["--no-install", "lps-mock", "--port", "0", "--json", "--seed", "5"], { cwd: dir, detached: true });
    try {
      const [line] = (await once(createInterface({ input: server.stdout! }), "line")) as [string];
      const ready = JSON.parse(line) as { base_url: string; api_key: string };
      const env = { ...process.env, LPS_API_KEY: ready.api_key, LPS_BASE_URL: ready.base_url };
      for (const entry of ["index.mjs", "index.cjs"]) {
        const out = execFileSync("node", [join("quickstart", entry)], { cwd: dir, env, encoding: "utf8" });
        expect(out, entry).toMatch(/lead_\w+/);
        expect(out, entry).toMatch(/prop_\w+/);
      }
    } finally {
      process.kill(-server.pid!, "SIGTERM");
      // Until the server itself has gone: one left running would write into the folder afterAll removes.
      await groupGone(server.pid!);
    }
  }, 120_000);

  it("answers `npx lps-mock --help` and a subcommand's help", () => {
    expect(run("npx", ["--no-install", "lps-mock", "--help"])).toContain("Usage: lps-mock [serve] [flags]");
    expect(run("npx", ["--no-install", "lps-mock", "trigger", "--help"])).toContain("Usage: lps-mock trigger <event-type>");
  }, 60_000);
});
