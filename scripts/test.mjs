#!/usr/bin/env node
// `npm test`: every check a fresh clone must pass, in order of how fast each fails.
// Ends with one "N passed, N failed" line counting the test cases vitest ran.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";

const steps = [
  ["contract: generated files are current", "node", ["scripts/generate-types.mjs", "--check"]],
  ["contract: lint (openapi.yaml, oauth.yaml, sandbox.yaml)", "npx", ["redocly", "lint", "--format=summary"]],
  // spectral:oas and the OWASP API Security Top 10 ruleset; exceptions are justified in .spectral.yaml.
  ["contract: spectral + OWASP (openapi.yaml, oauth.yaml)", "npx", ["spectral", "lint", "openapi.yaml", "oauth.yaml", "--ruleset", ".spectral.yaml", "--fail-severity=warn"]],
  // identity.yaml (pages, sessions, the test IdP) at error level: its warnings are mostly strings
  // without a pattern, listed in docs/design-decisions.md.
  ["contract: spectral + OWASP (identity.yaml, errors)", "npx", ["spectral", "lint", "identity.yaml", "--ruleset", ".spectral.yaml", "--fail-severity=error"]],
  ["types: tsc --noEmit", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
  // The dashboard's browser code again, as the browser sees it: DOM only, no Node types.
  ["types: dashboard browser code", "npx", ["tsc", "-p", "mock-server/src/dashboard/browser/tsconfig.json", "--noEmit"]],
  ["build: packages", "npm", ["run", "build", "--silent"]],
  ["package: publint + attw", "npm", ["run", "lint:package", "-w", "@lps/sdk", "-w", "@lps/mock-server", "--silent"]],
  ["tests: vitest", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.tmp/vitest.json"]],
  ["runtimes: SDK suite on Node 22 and 24; quickstart and verifier on Bun and Deno", "node", ["scripts/runtimes.mjs"]],
];

// LPS_MOCK_STRICT_RESPONSES: every reference server of the run, however started, fails an answer
// that breaks the contract with a 500 (docs/testing.md), so the run has zero response violations.
const env = { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", REDOCLY_TELEMETRY: "off", NO_UPDATE_NOTIFIER: "1", LPS_MOCK_STRICT_RESPONSES: "1" };
rmSync(".tmp/vitest.json", { force: true });
let failed = null;
for (const [name, cmd, args] of steps) {
  console.log(`\n── ${name}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: "inherit", env });
  console.log(`── ${name}: ${run.status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (run.status !== 0) {
    failed = name;
    break;
  }
}

let passed = 0;
let failures = 0;
try {
  const report = JSON.parse(readFileSync(".tmp/vitest.json", "utf8"));
  passed = report.numPassedTests;
  failures = report.numFailedTests;
} catch {
  // vitest did not run (an earlier step failed); the step's failure is reported below.
}
if (failed) console.error(`\nnpm test failed at: ${failed}`);
console.log(`\ntests: ${passed} passed, ${failures + (failed ? 1 : 0)} failed`);
process.exit(failed ? 1 : 0);
