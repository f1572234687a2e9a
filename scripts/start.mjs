#!/usr/bin/env node
// `npm start`: the reference server from the built files, rebuilt first only when a source is
// newer than the build. Flags after `--` are passed on; `--seed 42` is added only when no
// `--seed` is given, so `npm start -- --seed 7` overrides it. The build's output goes to stderr,
// so `npm start --silent -- --json` prints the ready line as the first line of stdout.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const DEFAULT_SEED = "42";

/** What the build reads: a change to any of them makes the built files stale. */
const INPUTS = [
  "packages/sdk/src",
  "packages/sdk/package.json",
  "packages/sdk/tsup.config.ts",
  "mock-server/src",
  "mock-server/build",
  "mock-server/package.json",
  "mock-server/tsup.config.ts",
  "openapi.yaml",
];

const bin = JSON.parse(readFileSync(join(root, "mock-server/package.json"), "utf8")).bin["lps-mock"];
/** What the build writes; the oldest of them must be newer than every input. */
const OUTPUTS = ["packages/sdk/dist/index.js", join("mock-server", bin), "mock-server/dist/index.js"];

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function isStale() {
  const outputs = OUTPUTS.map((path) => join(root, path));
  if (!outputs.every((path) => existsSync(path))) return true;
  const built = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  return INPUTS.some((path) => newestMtime(join(root, path)) > built);
}

if (isStale()) {
  console.error("lps: sources changed since the last build; building…");
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: ["ignore", 2, 2] });
  if (build.status !== 0) {
    console.error("lps: the build failed; see above");
    process.exit(build.status ?? 1);
  }
}

const args = process.argv.slice(2);
const seedGiven = args.some((arg) => arg === "--seed" || arg.startsWith("--seed="));
// In this process rather than a child, so signals reach the server itself.
process.argv = [process.argv[0], join(root, "mock-server", bin), ...(seedGiven ? [] : ["--seed", DEFAULT_SEED]), ...args];
createRequire(import.meta.url)(process.argv[1]);
