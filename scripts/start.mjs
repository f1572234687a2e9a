#!/usr/bin/env node
// `npm start`: the reference server from the built files, rebuilt first only when a source is
// newer than the build. Flags after `--` are passed on; `--seed 42` is added only when no
// `--seed` is given, so `npm start -- --seed 7` overrides it. The build's output goes to stderr,
// so `npm start --silent -- --json` prints the ready line as the first line of stdout.
import { createRequire } from "node:module";
import { join } from "node:path";
import { buildIfStale, cliPath, root } from "./build-if-stale.mjs";

const DEFAULT_SEED = "42";

buildIfStale("server");
const args = process.argv.slice(2);
const seedGiven = args.some((arg) => arg === "--seed" || arg.startsWith("--seed="));
// In this process rather than a child, so signals reach the server itself.
process.argv = [process.argv[0], join(root, cliPath()), ...(seedGiven ? [] : ["--seed", DEFAULT_SEED]), ...args];
createRequire(import.meta.url)(process.argv[1]);
