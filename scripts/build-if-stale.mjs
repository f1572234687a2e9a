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
 * What the build writes; the oldest of them must be newer than every input. For the CLI, its built
 * launcher (dist/cli/main.cjs, from src/cli/bin.ts), not the bin script npm links: that one is
 * committed, as old as the checkout, so it would always look stale.
 */
const outputs = () => ["packages/sdk/dist/index.js", "packages/sdk/openapi.yaml", "mock-server/dist/cli/main.cjs", "mock-server/dist/index.js", "mock-server/openapi.yaml"];

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
export function staleReason() {
  const built = outputs().map((path) => join(root, path));
  const present = built.filter((path) => existsSync(path));
  if (present.length === 0) return "no build yet";
  if (present.length < built.length) return "part of the build is missing";
  const oldest = Math.min(...built.map((path) => statSync(path).mtimeMs));
  return INPUTS.some((path) => newestMtime(join(root, path)) > oldest) ? "sources changed since the last build" : undefined;
}

export function isStale() {
  return staleReason() !== undefined;
}

/**
 * Builds when stale; exits the process with the build's status when it fails. The build's own
 * output (a hundred lines of tsup) is shown only when it fails: a first start should end in the
 * server's banner, not scrolled past it.
 */
export function buildIfStale() {
  const reason = staleReason();
  if (reason === undefined) return;
  console.error(`lps: ${reason}; building (a first build takes about a minute)…`);
  const started = Date.now();
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stderr.write(Buffer.concat([build.stdout ?? Buffer.alloc(0), build.stderr ?? Buffer.alloc(0)]));
    console.error(build.error ? `lps: the build could not run: ${build.error.message}` : "lps: the build failed; its output is above");
    process.exit(build.status ?? 1);
  }
  console.error(`lps: built in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildIfStale();
