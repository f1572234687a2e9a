// Load and anchors shared by the server benchmarks: wrk (or autocannon) against servers measured
// in interleaved rounds, an unlimited API key, the answer captured from our server, and a bare
// node:http server sending it.
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { launch, stop, treeCpuMs } from "./processes.mjs";

export const CONNECTIONS = 32;
// wrk (Debian: apt-get install wrk) is the load generator; autocannon is the fallback.
export const WRK = findWrk();

function findWrk() {
  const found = spawnSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * Load from wrk (one thread, a process of its own, as the issue measured) when it is installed,
 * else from autocannon, which shares this process's event loop with the bookkeeping here.
 * Both give { requests: { average, total }, non2xx, errors }.
 */
export async function cannon({ port, path }, key, seconds) {
  const url = `http://127.0.0.1:${port}${path}`;
  if (!WRK) {
    return autocannon({ url, headers: { authorization: `Bearer ${key}` }, connections: CONNECTIONS, duration: seconds });
  }
  // wrk counts an answer slower than its 2 s default as a socket error; a slow peer (Prism in a
  // fresh process) is slow, not failing, so only answers past 10 s are.
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "10s", "-H", `authorization: Bearer ${key}`, url];
  const out = await new Promise((resolve, reject) => {
    execFile(WRK, args, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
  const number = (pattern) => Number(pattern.exec(out)?.[1] ?? 0);
  const total = number(/(\d+) requests in/);
  return {
    requests: { average: number(/Requests\/sec:\s+([\d.]+)/), total },
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: /Socket errors: (.*)/.exec(out)?.[1]?.match(/\d+/g)?.reduce((sum, n) => sum + Number(n), 0) ?? 0,
  };
}

/** Every round's req/s and server CPU µs per request, by server name. */
export function roundSamples(names) {
  return { rates: Object.fromEntries(names.map((n) => [n, []])), cpus: Object.fromEntries(names.map((n) => [n, []])) };
}

/**
 * One round's measurement of `target` ({ name, port, path, pid }) under `seconds` of load, added
 * to `samples` and logged as it is taken. Any non-2xx answer or socket error fails the benchmark:
 * a server that refuses requests must not look fast.
 */
export async function measureRound(target, key, seconds, round, samples) {
  const cpuBefore = treeCpuMs(target.pid);
  const result = await cannon(target, key, seconds);
  if (!result.requests.total) throw new Error(`${target.name}: no requests measured (load generator output not understood)`);
  if (result.non2xx || result.errors) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  const rate = result.requests.average;
  const cpuUs = ((treeCpuMs(target.pid) - cpuBefore) * 1000) / result.requests.total;
  samples.rates[target.name].push(rate);
  samples.cpus[target.name].push(cpuUs);
  console.log(`  round ${round} ${target.name.padEnd(40)} ${Math.round(rate)} req/s, ${Math.round(cpuUs)} µs CPU/request`);
}

/**
 * Each target under load in turn, `rounds` times, after a one-second warm-up each (JIT,
 * connection pools). Returns every round's req/s and server CPU µs per request, by name.
 */
export async function interleavedRounds(targets, key, { rounds, seconds }) {
  for (const t of targets) await cannon(t, key, 1);
  const samples = roundSamples(targets.map((t) => t.name));
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) await measureRound(t, key, seconds, round, samples);
  }
  return samples;
}

/**
 * Each target (`{ name, start, path? }`, where `start()` resolves to `{ port, child, key }`, and
 * `path`, when given, replaces the common one for that target) started as a
 * fresh process in every round, warmed up, measured and stopped: now and then a Node 20 process
 * runs slow for its whole life (bench/analysis/server.md, "Slow processes"), and one such process
 * must not stand for a server. Returns every round's req/s and server CPU µs per request, by name.
 */
export async function freshProcessRounds(targets, path, { rounds, seconds, warmUpSeconds }) {
  const samples = roundSamples(targets.map((t) => t.name));
  for (let round = 1; round <= rounds; round++) {
    for (const { name, start, path: own } of targets) {
      const { port, child, key } = await start();
      try {
        const target = { name, port, path: own ?? path, pid: child.pid };
        await cannon(target, key, warmUpSeconds);
        await measureRound(target, key, seconds, round, samples);
      } finally {
        await stop(child);
      }
    }
  }
  return samples;
}

/** How freshProcessRounds loaded the servers, for a result's notes. */
export function freshRoundsNote({ rounds, seconds, warmUpSeconds }, bytes, path) {
  return (
    `${WRK ? "wrk -t1" : "autocannon (wrk not installed)"}, ${CONNECTIONS} connections, ${rounds} interleaved rounds of ${seconds} s after ${warmUpSeconds} s of warm-up, ` +
    `each server a fresh process in each round (figures are medians; ratios are medians of each round's ratio), load generator on the same 2-core machine; response ${bytes} bytes, GET ${path}`
  );
}

/**
 * A throughput row of a fresh-process run: `name`'s median req/s beside each anchor's (ratios are
 * medians of per-round ratios), with its CPU per request and the first anchor's in the metric.
 */
export function roundsMetric(name, { rates, cpus }, anchors, target) {
  const [first] = anchors;
  return {
    metric: `throughput, ${name} (CPU ${Math.round(median(cpus[name]))} µs/request; ${first} ${Math.round(median(cpus[first]))})`,
    unit: "req/s",
    ours: median(rates[name]),
    anchors: Object.fromEntries(anchors.map((anchor) => [anchor, median(rates[anchor])])),
    ratio: Object.fromEntries(anchors.map((anchor) => [anchor, roundRatio(rates, name, anchor)])),
    target,
    pass: null,
  };
}

/** Writes bench/results/<name>.json and prints each server's medians, `columns` adding its own. */
export function saveRounds(name, notes, metrics, { rates, cpus }, anchor, columns = () => ({})) {
  const result = { name, date: new Date().toISOString(), node: process.version, notes, metrics };
  const dir = new URL("../results/", import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL(`${name}.json`, dir), `${JSON.stringify(result, null, 2)}\n`);
  const row = (server) => ({
    "req/s": Math.round(median(rates[server])),
    "÷ bare": server === anchor ? "1.00" : roundRatio(rates, server, anchor).toFixed(2),
    ...columns(server),
    "CPU µs/request": Math.round(median(cpus[server])),
  });
  console.table(Object.fromEntries(Object.keys(rates).map((server) => [server, row(server)])));
  console.log(`${notes}\nwrote bench/results/${name}.json`);
}

/**
 * The median over rounds of `name`'s figure ÷ `anchor`'s: each round compares servers measured
 * within seconds of each other, so it follows the code where a ratio of medians would follow
 * the machine's drift.
 */
export const roundRatio = (samples, name, anchor) => median(samples[name].map((v, i) => v / samples[anchor][i]));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** An enterprise key with a limit the load cannot reach, so 429s do not flatter the numbers. */
export async function unlimitedKey(port) {
  const response = await fetch(`http://127.0.0.1:${port}/__sandbox/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "bench", plan: "enterprise", daily_limit: 1_000_000_000 }),
  });
  if (!response.ok) throw new Error(`POST /__sandbox/api-keys: ${response.status} ${await response.text()}`);
  return (await response.json()).key;
}

/** Our server's answer to `path`: status, end-to-end headers and body, for the anchors to send. */
export async function capture(port, path, key) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: `Bearer ${key}` } });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
  const hopByHop = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !hopByHop.has(name)));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

const responseFiles = new Map();
process.on("exit", () => responseFiles.forEach((file) => rmSync(file, { force: true })));

/** A captured answer in a file, for an anchor process to read; written once per answer. */
export function responseFile(captured) {
  let file = responseFiles.get(captured);
  if (!file) {
    const { status, headers, body } = captured;
    file = join(tmpdir(), `lps-bench-response-${process.pid}-${responseFiles.size}.json`);
    writeFileSync(file, JSON.stringify({ status, headers, body: body.toString("base64") }));
    responseFiles.set(captured, file);
  }
  return file;
}

/** node:http answering every request with the captured answer, and nothing else. */
export function launchBare(port, captured, env = {}) {
  const file = responseFile(captured);
  const source = `
    import { createServer } from "node:http";
    import { readFileSync } from "node:fs";
    const [file, port] = process.argv.slice(1);
    const { status, headers, body } = JSON.parse(readFileSync(file, "utf8"));
    const bytes = Buffer.from(body, "base64");
    const head = { ...headers, "content-length": bytes.length };
    createServer((req, res) => { res.writeHead(status, head); res.end(bytes); }).listen(Number(port), "127.0.0.1");`;
  return launch(process.execPath, ["--input-type=module", "-e", source, file, String(port)], env);
}
