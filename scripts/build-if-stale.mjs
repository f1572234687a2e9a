#!/usr/bin/env node
// Builds both packages when a source is newer than the built files, or they are missing; else
// does nothing. `npm start` and each package's `prepack` use it, so `npm pack` never ships an
// empty package and an up-to-date build is not redone. It reports on stderr.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** What the build reads: a change to any of them makes the built files stale. */
const INPUTS = [
  "packages/sdk/src",
  "packages/sdk/package.json",
  "packages/sdk/tsup.config.ts",
  "mock-server/src",
  "mock-server/package.json",
  "mock-server/tsup.config.ts",
  "scripts/copy-package-files.mjs",
  "openapi.yaml",
];

/** The bin file of `lps-mock`, relative to the repository root. */
export const cliPath = () => join("mock-server", JSON.parse(readFileSync(join(root, "mock-server/package.json"), "utf8")).bin["lps-mock"]);

/**
 * What each build writes; the oldest of them must be newer than every input. For the CLI, its
 * built launcher (dist/cli/bin.cjs, from src/cli/bin.ts), not the bin script npm links: that one
 * is committed, as old as the checkout, so it would always look stale. "server" is what
 * `lps-mock` runs, without type declarations: all a first `npm start` waits for.
 */
const OUTPUTS = {
  server: ["packages/sdk/dist/index.js", "mock-server/dist/cli/bin.cjs", "mock-server/dist/cli/lps-mock.cjs", "mock-server/dist/dashboard/dashboard.js", "mock-server/dist/docs/swagger-ui-bundle.js", "mock-server/openapi.yaml"],
  all: ["packages/sdk/dist/index.js", "packages/sdk/dist/index.d.ts", "packages/sdk/openapi.yaml", "mock-server/dist/cli/bin.cjs", "mock-server/dist/index.js", "mock-server/dist/index.d.ts", "mock-server/openapi.yaml"],
};

/** The steps of each build, as commands with the line that announces them. */
const STEPS = {
  server: [
    ["the SDK", "npm", ["run", "build", "-w", "@lps/sdk", "--silent"]],
    ["the server", "npm", ["run", "build", "-w", "@lps/mock-server", "--silent"]],
  ],
  all: [["both packages, with type declarations", "npm", ["run", "build", "--silent"]]],
};

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/**
 * Why a build is needed, as the line that says so, or undefined when the build is current. A
 * fresh clone has no build at all, and "sources changed since the last build" would be untrue.
 */
export function staleReason(target = "all") {
  const built = OUTPUTS[target].map((path) => join(root, path));
  const present = built.filter((path) => existsSync(path));
  if (present.length === 0) return "no build yet";
  if (present.length < built.length) return "part of the build is missing";
  const oldest = Math.min(...built.map((path) => statSync(path).mtimeMs));
  return INPUTS.some((path) => newestMtime(join(root, path)) > oldest) ? "sources changed since the last build" : undefined;
}

export function isStale(target = "all") {
  return staleReason(target) !== undefined;
}

/**
 * Builds `target` when stale; exits the process with the build's status when it fails. Each step
 * says what it builds and how long it took; the build's own output (a hundred lines of tsup) is
 * shown only when it fails, so a first start ends in the server's banner, not scrolled past it.
 */
export function buildIfStale(target = "all") {
  const reason = staleReason(target);
  if (reason === undefined) return;
  console.error(`lps: ${reason}; building ${target === "server" ? "the server" : "the packages"}…`);
  const env = { ...process.env, LPS_BUILD: target };
  const started = Date.now();
  for (const [what, cmd, args] of STEPS[target]) {
    const stepStarted = Date.now();
    const build = spawnSync(cmd, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
    if (build.status !== 0) {
      process.stderr.write(Buffer.concat([build.stdout ?? Buffer.alloc(0), build.stderr ?? Buffer.alloc(0)]));
      console.error(build.error ? `lps: the build could not run: ${build.error.message}` : `lps: building ${what} failed; its output is above`);
      process.exit(build.status ?? 1);
    }
    console.error(`lps:   built ${what} (${seconds(stepStarted)})`);
  }
  console.error(`lps: built in ${seconds(started)}`);
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildIfStale();
