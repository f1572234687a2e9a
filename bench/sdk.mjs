#!/usr/bin/env node
// `npm run bench:sdk`: per-request time of `@lps/sdk` (API key, retries on) beside raw fetch and
// bare openapi-fetch, against a tiny node:http server answering a fixed JSON body on loopback;
// then the min+gzip size of what `import { createClient }` pulls into a browser bundle, beside
// openapi-fetch alone. Writes bench/results/sdk.json.
//
// The server runs in this process: on a shared two-core machine a second process adds scheduler
// hand-offs that dwarf the client code being compared, while one event loop costs every
// contender the same server work.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import createFetchClient from "openapi-fetch";

const root = fileURLToPath(new URL("../", import.meta.url));
const sdk = join(root, "packages/sdk");
const SAMPLES = 60;
const BURSTS_PER_SAMPLE = 15;
const BURST = 10;
const SPEED_TARGET = 1.08;
// 7 KB counted as the issue counts openapi-fetch's 2.6 KB: 1 KB = 1000 bytes.
const SIZE_TARGET_BYTES = 7000;
const API_KEY = "lps_sk_bench_0000000000000000000000_000000";
const LEAD = {
  id: "lead_3hT9wQz1LmV8rKx2",
  name: "Maya Chen",
  email: "maya.chen@example.com",
  phone: "+14155550142",
  preferences: { property_type: "residential", price_range: { min: 900000, max: 1400000 }, city: "San Francisco" },
  status: "qualified",
  score: 85,
  qualification_type: "hot",
  created_at: "2026-11-21T18:04:11Z",
  updated_at: "2026-11-21T18:04:11Z",
  last_activity_at: "2026-11-21T18:04:11Z",
};

/** Answers every request with the same lead, as the real API would. */
async function startServer() {
  const body = JSON.stringify(LEAD);
  const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-request-id": "req_bench0000" };
  const server = http.createServer((request, response) => {
    request.resume();
    response.writeHead(200, headers).end(body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: server.address().port, stop: () => server.close() };
}

/** dist/ when built and newer than every source file; otherwise build it first. */
async function loadSdk() {
  const newest = (dir) => Math.max(...readdirSync(dir, { recursive: true }).map((f) => statSync(join(dir, f)).mtimeMs));
  const entry = join(sdk, "dist/index.js");
  if (!existsSync(entry) || statSync(entry).mtimeMs < newest(join(sdk, "src"))) {
    const run = spawnSync("npm", ["run", "build", "-w", "@lps/sdk", "--silent"], { cwd: root, stdio: "inherit" });
    if (run.status !== 0) throw new Error("npm run build -w @lps/sdk failed");
  }
  return import("@lps/sdk");
}

/** Wall and CPU microseconds spent on `count` requests of `fn`, one at a time. */
async function measure(fn, count) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < count; i++) await fn();
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - start) * 1000, cpu: used.user + used.system };
}

/**
 * Interleaves the contenders in bursts of BURST requests, rotating the order, so that load from
 * other processes hits all of them alike; each sample sums BURSTS_PER_SAMPLE bursts.
 */
async function race(contenders) {
  const names = Object.keys(contenders);
  for (const name of names) await measure(contenders[name], 300);
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  for (let sample = 0; sample < SAMPLES; sample++) {
    const sums = Object.fromEntries(names.map((n) => [n, { wall: 0, cpu: 0, count: 0 }]));
    for (let burst = 0; burst < BURSTS_PER_SAMPLE; burst++) {
      for (const name of names.map((_, i) => names[(i + burst) % names.length])) {
        const { wall, cpu } = await measure(contenders[name], BURST);
        sums[name].wall += wall;
        sums[name].cpu += cpu;
        sums[name].count += BURST;
      }
    }
    for (const name of names) samples[name].push({ wall: sums[name].wall / sums[name].count, cpu: sums[name].cpu / sums[name].count });
  }
  return samples;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median over samples of ours ÷ anchor (steadier than a ratio of medians on a noisy machine). */
const ratio = (samples, ours, anchor, kind) => median(samples[ours].map((s, i) => s[kind] / samples[anchor][i][kind]));
const perRequest = (samples, name, kind) => median(samples[name].map((s) => s[kind]));

async function minGzip(contents) {
  const result = await build({ stdin: { contents, resolveDir: root, loader: "js" }, bundle: true, minify: true, format: "esm", platform: "browser", target: "es2022", write: false, logLevel: "error" });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

async function main() {
  const { createClient } = await loadSdk();
  const server = await startServer();
  const baseUrl = `http://127.0.0.1:${server.port}/v1`;
  const url = `${baseUrl}/leads/${LEAD.id}`;
  const bare = createFetchClient({ baseUrl, headers: { authorization: `Bearer ${API_KEY}` } });
  const ours = createClient({ apiKey: API_KEY, baseUrl });

  const contenders = {
    "raw fetch": async () => (await fetch(url, { headers: { authorization: `Bearer ${API_KEY}` } })).json(),
    "openapi-fetch": async () => (await bare.GET("/leads/{lead_id}", { params: { path: { lead_id: LEAD.id } } })).data,
    "@lps/sdk": () => ours.leads.get(LEAD.id),
  };
  for (const [name, fn] of Object.entries(contenders)) {
    if ((await fn())?.id !== LEAD.id) throw new Error(`${name} did not return the lead`);
  }

  console.log(`GET /leads/{id} on loopback, one request at a time; ${SAMPLES} samples of ${BURSTS_PER_SAMPLE} interleaved bursts of ${BURST}`);
  let samples;
  try {
    samples = await race(contenders);
  } finally {
    server.stop();
  }
  const cpuVsRaw = ratio(samples, "@lps/sdk", "raw fetch", "cpu");
  const timing = (kind) => ({
    unit: "µs",
    ours: perRequest(samples, "@lps/sdk", kind),
    anchors: { "raw fetch": perRequest(samples, "raw fetch", kind), "openapi-fetch": perRequest(samples, "openapi-fetch", kind) },
    ratio: { "raw fetch": ratio(samples, "@lps/sdk", "raw fetch", kind), "openapi-fetch": ratio(samples, "@lps/sdk", "openapi-fetch", kind) },
  });

  const ourSize = await minGzip(`export { createClient } from "@lps/sdk";`);
  const bareSize = await minGzip(`export { default } from "openapi-fetch";`);

  const metrics = [
    {
      metric: "CPU time per request, GET one lead on loopback (API key, retries enabled)",
      ...timing("cpu"),
      target: `<= ${SPEED_TARGET}x raw fetch (openapi-fetch alone: ${ratio(samples, "openapi-fetch", "raw fetch", "cpu").toFixed(3)}x in this run)`,
      pass: cpuVsRaw <= SPEED_TARGET,
    },
    {
      metric: "wall time per request, same calls",
      ...timing("wall"),
      // Informational: on a shared machine the run queue, not the client, dominates wall time.
      target: "none (informational; CPU time is the gate)",
      pass: true,
    },
    {
      metric: "min+gzip size of `import { createClient } from '@lps/sdk'`, bundled for the browser",
      unit: "bytes",
      ours: ourSize,
      anchors: { "openapi-fetch": bareSize },
      ratio: { "openapi-fetch": ourSize / bareSize },
      target: `<= ${SIZE_TARGET_BYTES} bytes (7 KB)`,
      pass: ourSize <= SIZE_TARGET_BYTES,
    },
  ];
  const result = { name: "sdk", date: new Date().toISOString(), node: process.version, notes: "server in the same process; ratios are medians of per-sample ratios; CPU time from process.cpuUsage(); about 0.05x of what the client spends above raw fetch is the deadline each attempt carries so that a timed-out request is aborted (Node's fetch following its signal, and the timer), the rest the client's own path (docs/sdk.md, Size and speed)", metrics };
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/sdk.json"), `${JSON.stringify(result, null, 2)}\n`);

  const fmt = (v) => (v >= 100 ? Math.round(v).toLocaleString("en-US") : v.toFixed(3));
  console.table(
    Object.fromEntries(
      Object.keys(contenders).map((name) => [
        name,
        {
          "CPU µs/request": fmt(perRequest(samples, name, "cpu")),
          "CPU ÷ raw fetch": fmt(ratio(samples, name, "raw fetch", "cpu")),
          "wall µs/request": fmt(perRequest(samples, name, "wall")),
          "wall ÷ raw fetch": fmt(ratio(samples, name, "raw fetch", "wall")),
        },
      ]),
    ),
  );
  console.table(Object.fromEntries(metrics.map((m) => [m.metric, { ours: fmt(m.ours), unit: m.unit, target: m.target, pass: m.pass }])));
  console.log(`size: @lps/sdk createClient ${ourSize} B, openapi-fetch ${bareSize} B (min+gzip)`);
  return metrics.every((m) => m.pass);
}

process.exitCode = (await main()) ? 0 : 1;
