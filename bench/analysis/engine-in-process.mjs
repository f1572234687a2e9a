#!/usr/bin/env node
// `node bench/analysis/engine-in-process.mjs [--profile]`: what the engine costs per request
// with no sockets. bench:server's request (GET /v1/properties?limit=20 with an API key) goes
// through engine.fetch in a loop, one at a time, with the Node adapter's Response class
// installed as lps-mock serves. The engine comes from the sources (esbuild bundles this harness),
// because the built library does not export the adapter's Response class. `--profile` also
// writes a V8 CPU profile of the first process to .tmp/profiles (open it in Chrome DevTools).
// Read with bench/analysis/server-budget.md; it writes no results file and has no target.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../../", import.meta.url));
const RUNS = 5;
const WARM_UP = 50_000;
const REQUESTS = 300_000;
const PROFILES = join(root, ".tmp/profiles");

const harness = `
  import { createEngine } from ${JSON.stringify(join(root, "mock-server/src/index.ts"))};
  import { swapGlobalResponse } from ${JSON.stringify(join(root, "mock-server/src/adapters/node/node-response.ts"))};
  swapGlobalResponse();
  // The journal and the host check as lps-mock configures them.
  const engine = createEngine({ seed: 42, journalDetail: "auto", allowedHosts: ["localhost", "127.0.0.1", "[::1]"] });
  await engine.ready();
  const created = await engine.fetch(new Request("http://127.0.0.1:4010/__sandbox/api-keys", {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "bench", plan: "enterprise", daily_limit: 1e9 }),
  }), { clientIp: "127.0.0.1" });
  const { key } = await created.real().json();
  const authorization = "Bearer " + key;
  // What the adapter hands the engine for this GET: the URL, and headers through context.header.
  const request = { url: "http://127.0.0.1:4010/v1/properties?limit=20", method: "GET" };
  const context = { clientIp: "127.0.0.1", header: (name) => (name === "authorization" ? authorization : name === "host" ? "127.0.0.1:4010" : undefined) };
  const run = async (n) => {
    for (let i = 0; i < n; i++) {
      const response = await engine.fetch(request, context);
      if (response.status !== 200) throw new Error("GET answered " + response.status);
    }
  };
  await run(${WARM_UP});
  const cpu = process.cpuUsage();
  await run(${REQUESTS});
  const used = process.cpuUsage(cpu);
  console.log(((used.user + used.system) / ${REQUESTS}).toFixed(2));
  await engine.close();`;

const dir = mkdtempSync(join(tmpdir(), "lps-engine-"));
try {
  const out = join(dir, "harness.mjs");
  writeFileSync(join(dir, "harness-entry.mjs"), harness);
  await build({ entryPoints: [join(dir, "harness-entry.mjs")], bundle: true, platform: "node", format: "esm", target: "node20", outfile: out, logLevel: "error" });
  const profile = process.argv.includes("--profile");
  const perRequest = [];
  for (let i = 0; i < RUNS; i++) {
    const args = [...(profile && i === 0 ? ["--cpu-prof", "--cpu-prof-dir", PROFILES] : []), out];
    const child = spawnSync(process.execPath, args, { encoding: "utf8", timeout: 120_000 });
    const value = Number(child.stdout?.trim().split("\n").at(-1));
    if (child.status !== 0 || !Number.isFinite(value)) throw new Error(`harness failed (${child.error ?? child.status}): ${child.stderr}`);
    perRequest.push(value);
  }
  const sorted = [...perRequest].sort((a, b) => a - b);
  console.log(`engine.fetch in process, GET /v1/properties?limit=20 (API key): ${sorted[RUNS >> 1]} µs CPU per request (median of ${RUNS} processes: ${perRequest.join(", ")})`);
  if (profile) console.log(`CPU profile of the first process: ${PROFILES}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
