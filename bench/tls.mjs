#!/usr/bin/env node
// `npm run bench:tls`: `lps-mock --tls` against a bare node:https server presenting the same
// certificate chain and key and sending the bytes ours sends. Each sample is a new TLS
// connection (no session reuse): handshake plus the first authenticated GET, to its last byte.
// Also the start of `lps-mock --tls` to its first https 200 once the local CA exists.
// Writes bench/results/tls.json.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./lib/load.mjs";
import { freePort, launch, sleep, stop, treeCpuMs, until200 as untilHttp200 } from "./lib/processes.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const CLI = join(root, "mock-server/dist/cli/bin.cjs");
const PATH = "/v1/properties?limit=1";
const KEY = "ci_bench_tls_key";
const ROUNDS = 7;
const PER_ROUND = 60;
const STARTS = 7;
const OURS = "lps-mock --tls";
const BARE = "bare node:https, same certificate and bytes";
const PLAIN = "lps-mock on plain http";

if (statSync(CLI, { throwIfNoEntry: false }) === undefined) {
  console.log("building (npm run build)…");
  if (spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" }).status !== 0) throw new Error("build failed");
}

const tlsDir = mkdtempSync(join(tmpdir(), "lps-bench-tls-"));
try {
  await main();
} finally {
  rmSync(tlsDir, { recursive: true, force: true });
}

async function main() {
  // The first start makes the CA and the leaf; every later one finds them.
  const ours = await startOurs();
  const ca = readFileSync(join(tlsDir, "ca.pem"));
  const { headers, body } = await get(ours.port, ca);
  const bare = await startBare(headers, body);
  const samples = { [OURS]: [], [BARE]: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // Interleaved, order alternating, so both share whatever else the machine is doing.
    const order = round % 2 ? [[BARE, bare.port], [OURS, ours.port]] : [[OURS, ours.port], [BARE, bare.port]];
    for (const [name, port] of order) samples[name].push(await roundMedian(port, ca));
  }
  await Promise.all([stop(ours.child), stop(bare.child)]);
  // Interleaved with the same CLI on plain http, so the figure shows what TLS adds to a start.
  const starts = { [OURS]: [], plain: [] };
  const cpus = { [OURS]: [], plain: [] };
  for (let i = 0; i < STARTS; i++) {
    const pair = [[OURS, startOurs], ["plain", startPlain]];
    for (const [name, start] of i % 2 ? pair.reverse() : pair) {
      const started = await start();
      starts[name].push(started.ms);
      cpus[name].push(started.cpuMs);
      await stop(started.child);
    }
  }
  report(samples, starts, cpus, body.length);
}

async function startOurs() {
  const port = await freePort();
  const began = performance.now();
  const child = launch(process.execPath, [CLI, "--port", String(port), "--tls", "--tls-dir", tlsDir, "--api-key", KEY, "--seed", "1"]);
  await until200(port);
  return { child, port, ms: performance.now() - began, cpuMs: treeCpuMs(child.pid) };
}

async function startPlain() {
  const port = await freePort();
  const began = performance.now();
  const child = launch(process.execPath, [CLI, "--port", String(port), "--api-key", KEY, "--seed", "1"]);
  await untilHttp200(port, PATH, KEY);
  return { child, port, ms: performance.now() - began, cpuMs: treeCpuMs(child.pid) };
}

/** The bare anchor: node:https with our chain and key, answering every request with our captured bytes. */
async function startBare(headers, body) {
  const port = await freePort();
  const source = `
    const { createServer } = require("node:https");
    const { readFileSync } = require("node:fs");
    const pem = readFileSync(${JSON.stringify(join(tlsDir, "server.pem"))}, "utf8");
    const key = pem.slice(0, pem.indexOf("-----BEGIN CERTIFICATE-----"));
    const cert = readFileSync(${JSON.stringify(join(tlsDir, "ca.pem"))}, "utf8");
    const headers = ${JSON.stringify(headers)};
    const body = Buffer.from(${JSON.stringify(body.toString("base64"))}, "base64");
    createServer({ key, cert: pem.slice(key.length) + cert }, (req, res) => res.writeHead(200, headers).end(body)).listen(${port}, "127.0.0.1");`;
  const child = launch(process.execPath, ["-e", source]);
  await until200(port);
  return { child, port };
}

/** Median time of PER_ROUND fresh connections: TLS handshake, GET with the API key, whole answer. */
async function roundMedian(port, ca) {
  const times = [];
  for (let i = 0; i < PER_ROUND; i++) {
    const began = performance.now();
    const { status } = await get(port, ca);
    if (status !== 200) throw new Error(`127.0.0.1:${port} answered ${status}`);
    times.push(performance.now() - began);
  }
  return median(times);
}

function get(port, ca) {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${KEY}` };
    request({ host: "127.0.0.1", port, path: PATH, ca, agent: false, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const kept = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !["date", "connection", "keep-alive"].includes(name)));
        resolve({ status: res.statusCode, headers: kept, body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

async function until200(port, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  // The first start writes the CA file while this polls.
  const ca = () => readFileSync(join(tlsDir, "ca.pem"));
  while (performance.now() < deadline) {
    const status = await Promise.resolve().then(() => get(port, ca())).then((r) => r.status, () => 0);
    if (status === 200) return;
    await sleep(5);
  }
  throw new Error(`no https 200 from 127.0.0.1:${port} within ${timeoutMs} ms`);
}

function report(samples, starts, cpus, bytes) {
  const ratios = samples[OURS].map((v, i) => v / samples[BARE][i]);
  const ratio = median(ratios);
  const startMs = median(starts[OURS]);
  const plainMs = median(starts.plain);
  const metrics = [
    {
      metric: `new TLS connection + first authenticated GET ${PATH}, to the last byte`,
      unit: "ms",
      ours: median(samples[OURS]),
      anchors: { [BARE]: median(samples[BARE]) },
      ratio: { [BARE]: ratio },
      target: "<= 1.3× bare node:https (median of per-round ratios)",
      pass: ratio <= 1.3,
      rounds: samples,
    },
    {
      metric: "start of lps-mock --tls to its first https 200, the local CA in place",
      unit: "ms",
      ours: startMs,
      anchors: { [PLAIN]: plainMs },
      ratio: { [PLAIN]: startMs / plainMs },
      target: "<= 200 ms",
      pass: startMs <= 200,
      rounds: { [OURS]: starts[OURS], [PLAIN]: starts.plain },
    },
    {
      // Wall time follows whatever else the machine runs; the CPU a start uses follows the code.
      metric: "CPU time of lps-mock --tls up to its first https 200 (Node's own start included)",
      unit: "ms",
      ours: median(cpus[OURS]),
      anchors: { [PLAIN]: median(cpus.plain) },
      ratio: { [PLAIN]: median(cpus[OURS]) / median(cpus.plain) },
      target: "reported (no target)",
      pass: null,
      rounds: { [OURS]: cpus[OURS], [PLAIN]: cpus.plain },
    },
  ];
  const notes =
    `${ROUNDS} interleaved rounds of ${PER_ROUND} sequential fresh connections each (figures are medians of round medians; the ratio is the median of per-round ratios), ` +
    `ECDSA P-256 leaf from the local CA, sent with the CA, TLS 1.3 as Node negotiates it, client on the same 2-core machine; response ${bytes} bytes; ` +
    `start: median of ${STARTS} spawns of the built CLI (code cache written) to the first answered request, polled every 5 ms, interleaved with as many on plain http`;
  const result = { name: "tls", date: new Date().toISOString(), node: process.version, notes, metrics };
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/tls.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.table(metrics.map((m) => ({ metric: m.metric, ours: `${m.ours.toFixed(2)} ${m.unit}`, anchor: Object.values(m.anchors)[0]?.toFixed(2) ?? "–", ratio: Object.values(m.ratio)[0]?.toFixed(2) ?? "–", target: m.target, pass: m.pass === null ? "–" : m.pass ? "yes" : "NO" })));
  console.log(`${notes}\nwrote bench/results/tls.json`);
}
