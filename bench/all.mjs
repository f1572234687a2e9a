#!/usr/bin/env node
// `npm run bench`: every benchmark in one run, then docs/benchmarks.md from their results.
import { spawnSync } from "node:child_process";

const benches = ["webhooks", "sdk", "server", "server-budget", "events", "state", "sizes", "browser", "tls", "first-start"];
let failed = 0;
for (const name of benches) {
  console.log(`\n=== bench:${name}`);
  const run = spawnSync("node", [`bench/${name}.mjs`], { stdio: "inherit" });
  if (run.status !== 0) {
    console.error(`bench:${name} failed (exit ${run.status})`);
    failed++;
  }
}
spawnSync("node", ["bench/report.mjs"], { stdio: "inherit" });
process.exit(failed ? 1 : 0);
