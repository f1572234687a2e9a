#!/usr/bin/env node
// The `lps-mock` command as npm links it. npm links a workspace's bin only when its target exists
// at install time, and dist/ is made later by the build: this file is committed, so `npx lps-mock`
// resolves in a fresh clone too, and says what to do when the build has not run yet.
"use strict";
const { existsSync } = require("node:fs");
const { join } = require("node:path");

const built = join(__dirname, "..", "dist", "cli", "bin.cjs");
if (existsSync(built)) {
  require(built);
} else {
  process.stderr.write(
    "lps-mock: the server is not built yet. Run `npm run build` at the repository root once, then `npx lps-mock` again.\n",
  );
  process.exitCode = 1;
}
