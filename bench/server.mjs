#!/usr/bin/env node
// `npm run bench:server`: the reference server against its anchors in one run, on the same
// request (GET /v1/properties?limit=20 with an API key): a bare node:http server sending the
// bytes ours sends (the ceiling for Node on this machine), Hono on @hono/node-server sending them,
// and the peer mock servers Prism, Mockoon CLI and WireMock (bench/lib/peers.mjs). Throughput (and
// server CPU per request), each server a fresh process measured alone, ours as CI runs it (stdout
// a pipe, the default request log); start to first 200 and idle RSS; writes
// bench/results/server.json.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CONNECTIONS, WRK, capture, freshProcessRounds, launchBare, median, responseFile, roundRatio, unlimitedKey } from "./lib/load.mjs";
import { measureDemoLoad } from "./lib/demo-load.mjs";
import { installPeers, peers } from "./lib/peers.mjs";
import { freePort, launch, sleep, stop, treeCpuMs, treeRssKb, until200 } from "./lib/processes.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const CLI = join(root, "mock-server/dist/cli/bin.cjs");
const PATH = "/v1/properties?limit=20";
// Registered with --api-key; not lps_sk_-shaped, so no checksum is expected of it.
const START_KEY = "ci_bench_start_key";
const LOAD = { seconds: 4, rounds: 5, warmUpSeconds: 2 };
const STARTS = { ours: 7, first: 5, bare: 7, peer: 3 };
/** Node 22 and later write the compile cache as the CLI exits; a start that long is enough. */
const CACHE_WRITTEN_MS = 2_000;
const DEMO_RUNS = 7;
const IDLE_SETTLE_MS = 1_000;
const BARE = "bare node:http";
const HONO_FLOOR = "hono + node-server, same bytes";
// The floors of issue 36: against the fastest peer and against bare node:http.
const FLOOR = { rateVsPeer: 3, rateVsBare: 0.3, startVsPeer: 0.3, startVsBare: 2.5 };

buildIfNeeded();
installPeers();
const demo = measureDemoLoad(DEMO_RUNS);
const captured = await captureOurs();
const PEERS = peers(PATH, captured);
const startup = await measureStartups();
const load = await measureThroughput();
report(startup, load, demo);

function buildIfNeeded() {
  const newest = (dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .reduce((max, e) => Math.max(max, statSync(join(e.parentPath, e.name)).mtimeMs), 0);
  const built = (file) => statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const stale =
    built("mock-server/dist/cli/bin.cjs") < newest("mock-server/src") ||
    built("packages/sdk/dist/index.js") < newest("packages/sdk/src");
  if (!stale) return;
  console.log("building (npm run build)…");
  const run = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) throw new Error("build failed");
}

/** Ours as CI runs it: stdout a pipe this process reads, the default request log unless LPS_BENCH_LOG. */
function launchOurs(port, env = {}) {
  const log = process.env.LPS_BENCH_LOG ? ["--log", process.env.LPS_BENCH_LOG] : [];
  return launch(process.execPath, [CLI, "--port", String(port), "--seed", "42", "--api-key", START_KEY, ...log], env, { pipeStdout: true });
}

/** Our answer to PATH, which the node:http, Hono and WireMock anchors send back byte for byte. */
async function captureOurs() {
  const port = await freePort();
  const child = launchOurs(port);
  try {
    await until200(port, PATH, START_KEY);
    return await capture(port, PATH, await unlimitedKey(port));
  } finally {
    await stop(child);
  }
}

async function measureStartups() {
  const lpsMock = (env) => (port) => launchOurs(port, env);
  // A first start after a build compiles the bundle (and, on Node 22.1 and later, writes the
  // compile cache); the measured starts, like every start after it, begin from that cache. Node
  // 20 has no cache: there both rows are starts that compile.
  const first = await startupRuns(STARTS.first, lpsMock({ NODE_DISABLE_COMPILE_CACHE: "1" }), PATH);
  await startupRuns(1, lpsMock(), PATH, CACHE_WRITTEN_MS);
  const ours = await startupRuns(STARTS.ours, lpsMock(), PATH);
  // The floor: Node itself starting an empty node:http server on this machine, now.
  const empty = { status: 200, headers: {}, body: Buffer.alloc(0) };
  const bare = await startupRuns(STARTS.bare, (port) => launchBare(port, empty), PATH);
  const peerStarts = {};
  for (const peer of PEERS) peerStarts[peer.name] = await startupRuns(STARTS.peer, peer.launch, peer.path);
  // Node parses the whole bundle NODE_EXTRA_CA_CERTS names as it starts, before any script runs
  // (these machines set it for their proxy): the same starts without it show what that costs.
  const withoutCa = { NODE_EXTRA_CA_CERTS: "" };
  const noExtraCa = process.env.NODE_EXTRA_CA_CERTS
    ? {
        ours: await startupRuns(STARTS.ours, lpsMock(withoutCa), PATH),
        bare: await startupRuns(STARTS.bare, (port) => launchBare(port, empty, withoutCa), PATH),
      }
    : undefined;
  return { ours, first, bare, peers: peerStarts, noExtraCa };
}

async function startupRuns(count, start, path, settleMs = IDLE_SETTLE_MS) {
  const runs = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const begin = performance.now();
    const child = start(port);
    await until200(port, path, START_KEY);
    const run = { ms: performance.now() - begin, cpuMs: treeCpuMs(child.pid) };
    await sleep(settleMs);
    runs.push({ ...run, rssMb: treeRssKb(child.pid) / 1024 });
    await stop(child);
  }
  const medianOf = (field) => median(runs.map((run) => run[field]));
  return { ms: medianOf("ms"), cpuMs: medianOf("cpuMs"), rssMb: medianOf("rssMb") };
}

/** Each server a fresh process in each round, under load alone (the others stopped). */
async function measureThroughput() {
  const started = async (child, port, path, key) => {
    await until200(port, path, key);
    return { port, child, key };
  };
  const fresh = (launchOn, path = PATH) => async () => {
    const port = await freePort();
    return started(launchOn(port), port, path, START_KEY);
  };
  const targets = [
    { name: BARE, start: fresh((port) => launchBare(port, captured)) },
    { name: HONO_FLOOR, start: fresh((port) => launchHonoFloor(port, captured)) },
    {
      name: "ours",
      start: async () => {
        const port = await freePort();
        const { child } = await started(launchOurs(port), port, PATH, START_KEY);
        // An enterprise key: the start key's plan limit would answer 429s under load.
        return { port, child, key: await unlimitedKey(port) };
      },
    },
    ...PEERS.map((peer) => ({ name: peer.name, path: peer.path, start: fresh(peer.launch, peer.path) })),
  ];
  const { rates, cpus } = await freshProcessRounds(targets, PATH, LOAD);
  const medians = (samples) => Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, median(s)]));
  const roundRatios = (samples) =>
    Object.fromEntries(targets.filter((t) => t.name !== "ours").map((t) => [t.name, roundRatio(samples, "ours", t.name)]));
  return {
    reqPerSec: medians(rates), cpuUs: medians(cpus), bytes: captured.body.length,
    rateRatios: roundRatios(rates), cpuRatios: roundRatios(cpus), rates, cpus,
  };
}

/**
 * The floor of the framework the engine runs on: Hono on @hono/node-server answering with the
 * same bytes (a string body and a plain header record, as the engine answers), and nothing else.
 */
function launchHonoFloor(port, captured) {
  const file = responseFile(captured);
  const source = `
    import { serve } from "@hono/node-server";
    import { Hono } from "hono";
    import { readFileSync } from "node:fs";
    const [file, port] = process.argv.slice(1);
    const { status, headers, body } = JSON.parse(readFileSync(file, "utf8"));
    const text = Buffer.from(body, "base64").toString("utf8");
    const head = { ...headers, "content-length": String(Buffer.byteLength(text)) };
    const app = new Hono();
    app.get("${PATH.split("?")[0]}", () => new Response(text, { status, headers: head }));
    serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" });`;
  return launch(process.execPath, ["--input-type=module", "-e", source, file, String(port)]);
}

/**
 * One row of the results: ratios are ours / anchor unless given, `pass` follows `target`.
 * `rounds` keeps every round's figure per server, so a single round can be checked as well as
 * the medians.
 */
function metric(name, unit, ours, anchors, target, pass, ratios, rounds) {
  const ratio = ratios ?? Object.fromEntries(Object.entries(anchors).map(([k, v]) => [k, ours / v]));
  return { metric: name, unit, ours, anchors, ratio, target, pass, ...(rounds && { rounds }) };
}

function report(startup, { reqPerSec, cpuUs, bytes, rateRatios, cpuRatios, rates, cpus }, demo) {
  const [ours, cpu] = [reqPerSec.ours, cpuUs.ours];
  const peerNames = PEERS.map((peer) => peer.name);
  const pick = (values, names) => Object.fromEntries(names.map((name) => [name, values[name]]));
  const anchorsOf = (values) => pick(values, [BARE, HONO_FLOOR, ...peerNames]);
  const fastestRate = peerNames.reduce((best, name) => (reqPerSec[name] > reqPerSec[best] ? name : best));
  const peerStartMs = Object.fromEntries(peerNames.map((name) => [name, startup.peers[name].ms]));
  const fastestStart = peerNames.reduce((best, name) => (peerStartMs[name] < peerStartMs[best] ? name : best));
  const startAnchors = { [BARE]: startup.bare.ms, ...peerStartMs };
  const startTarget = `<= ${FLOOR.startVsPeer}× the fastest peer's (${fastestStart}) and <= ${FLOOR.startVsBare}× bare node:http's`;
  const startPass = (ms) => ms <= FLOOR.startVsPeer * peerStartMs[fastestStart] && ms <= FLOOR.startVsBare * startup.bare.ms;
  const metrics = [
    metric(`throughput, GET ${PATH} (API key)`, "req/s", ours, anchorsOf(reqPerSec),
      `>= ${FLOOR.rateVsPeer}× the fastest peer's (${fastestRate}) and >= ${FLOOR.rateVsBare}× bare node:http (medians of per-round ratios)`,
      rateRatios[fastestRate] >= FLOOR.rateVsPeer && rateRatios[BARE] >= FLOOR.rateVsBare, rateRatios, rates),
    // On a shared machine req/s follows whoever else runs; CPU per request follows the code.
    metric("server CPU time per request, same load", "µs", cpu, anchorsOf(cpuUs), "reported (no target)", null, cpuRatios, cpus),
    metric("start to first 200 (spawn to first answered request)", "ms", startup.ours.ms, startAnchors, startTarget, startPass(startup.ours.ms)),
    metric("start to first 200, a first start (compile cache off: the start after an install or a build, and every start on Node 20)", "ms",
      startup.first.ms, startAnchors, startTarget, startPass(startup.first.ms)),
    ...(startup.noExtraCa
      ? [metric("start to first 200 with NODE_EXTRA_CA_CERTS unset (what this machine's setting costs each start)", "ms",
          startup.noExtraCa.ours.ms, { [BARE]: startup.noExtraCa.bare.ms }, "reported (no target)", null)]
      : []),
    metric("demo data: generate and load 2,400 listings and the demo leads (cold, fresh process)", "ms", demo.ms,
      {}, "< 200 ms", demo.ms < 200),
    metric("idle RSS with demo data", "MB", startup.ours.rssMb,
      Object.fromEntries(peerNames.map((name) => [name, startup.peers[name].rssMb])), "<= 100 MB", startup.ours.rssMb <= 100),
  ];
  const peerCpu = peerNames.map((name) => `${name} ${Math.round(startup.peers[name].cpuMs)} ms`).join(", ");
  const notes =
    `${WRK ? "wrk -t1" : "autocannon (wrk not installed)"}, ${CONNECTIONS} connections, ${LOAD.rounds} rounds of ${LOAD.seconds} s after ${LOAD.warmUpSeconds} s of warm-up, ` +
    `each server a fresh process in each round and alone under load (figures are medians; ratios are medians of each round's ratio), ` +
    `load generator on the same 2-core machine; ours as CI runs it (stdout a pipe, ${process.env.LPS_BENCH_LOG ? `--log ${process.env.LPS_BENCH_LOG}` : "the default request log"}); ` +
    `response ${bytes} bytes, which the bare node:http, Hono and WireMock anchors send back; "${HONO_FLOOR}" is Hono on @hono/node-server, its stock Node adapter ` +
    `(the floor of the framework the engine runs on); Prism answers the same operation at ${PEERS[0].path} (it ignores the servers' base path) and ` +
    `Mockoon CLI from openapi.yaml, each with a body generated from the schema; WireMock ${"without its request journal and log"}; ` +
    `start and RSS are medians of ${STARTS.ours} (ours) and ${STARTS.peer} (each peer) fresh processes (ours after one start that wrote the compile cache where Node has one; ` +
    `${STARTS.first} more with it off) (the bare node:http start anchor: an empty server, ${STARTS.bare} runs), RSS read ${IDLE_SETTLE_MS} ms after the first 200; ` +
    `CPU used up to the first 200: ours ${Math.round(startup.ours.cpuMs)} ms, ${peerCpu}; demo data: ` +
    `engine creation ${Math.round(demo.withMs)} ms with it, ${Math.round(demo.withoutMs)} ms without (medians of ${DEMO_RUNS} processes each)`;
  const result = { name: "server", date: new Date().toISOString(), node: process.version, notes, metrics };
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/server.json"), `${JSON.stringify(result, null, 2)}\n`);
  const fmt = (v) => (v >= 100 ? Math.round(v).toLocaleString("en-US") : v.toFixed(2));
  console.table(
    metrics.map((m) => ({
      metric: m.metric,
      ours: `${fmt(m.ours)} ${m.unit}`,
      ...Object.fromEntries(Object.entries(m.anchors).map(([k, v]) => [k, `${fmt(v)} (ratio ${m.ratio[k].toFixed(2)})`])),
      target: m.target,
      pass: m.pass === null ? "–" : m.pass ? "yes" : "NO",
    })),
  );
  console.log(`${notes}\nwrote bench/results/server.json`);
}
