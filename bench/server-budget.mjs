#!/usr/bin/env node
// `npm run bench:server-budget`: how much work per request the throughput target (0.45× bare
// node:http, bench:server) leaves the engine on this machine. Our Node adapter serves a stub
// engine that answers the bytes our server answers, after a busy loop of a set length; each is
// measured beside bare node:http and our server, with bench:server's wrk load (one thread, 32
// connections), each server a fresh process per round. Where the stub's throughput crosses 0.45×
// bare is the engine's budget, in CPU time spent per request.
// Writes bench/results/server-budget.json.
import { build } from "esbuild";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { capture, freshProcessRounds, freshRoundsNote, launchBare, responseFile, roundRatio, roundsMetric, saveRounds, unlimitedKey } from "./lib/load.mjs";
import { freePort, launch, stop, until200 } from "./lib/processes.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const CLI = join(root, "mock-server/dist/cli/bin.cjs");
const PATH = "/v1/properties?limit=20";
const START_KEY = "ci_bench_start_key";
// A fresh process per server per round: now and then a Node 20 process runs slow for its whole
// life (bench/analysis/server.md, "Slow processes"), and one such process must not stand for a variant.
const LOAD = { warmUpSeconds: 2, seconds: 3, rounds: 5 };
/** Busy work per request, in µs, before the stub answers. */
const BUSY_US = [0, 2, 4, 6, 8];
const BARE = "bare node:http";
const TARGET = 0.45;

const stubName = (us) => (us === 0 ? "our adapter, stub engine" : `our adapter, stub engine + ${us} µs busy`);

/**
 * serveEngine (the adapter lps-mock runs on), with the global Response swapped as lps-mock swaps
 * it, and an engine that spins for `busyUs`, then answers the captured answer as the engine
 * answers: a string body and a plain header record. The spin is pure CPU, with no allocation and
 * little code, so it is the cheapest work of its length. Bundled from the sources (esbuild): the
 * library does not export the swap.
 */
async function buildStub() {
  const source = `
    import { readFileSync } from "node:fs";
    import { swapGlobalResponse } from ${JSON.stringify(join(root, "mock-server/src/adapters/node/node-response.ts"))};
    import { serveEngine } from ${JSON.stringify(join(root, "mock-server/src/adapters/node/serve-engine.ts"))};
    swapGlobalResponse();
    const [file, port, busyUs] = process.argv.slice(2);
    const { status, headers, body } = JSON.parse(readFileSync(file, "utf8"));
    const text = Buffer.from(body, "base64").toString("utf8");
    const head = { ...headers, "content-length": String(Buffer.byteLength(text)) };
    const spin = Number(busyUs) / 1000;
    const busy = () => { const end = performance.now() + spin; while (performance.now() < end); };
    const fetch = spin > 0 ? () => (busy(), new Response(text, { status, headers: head })) : () => new Response(text, { status, headers: head });
    await serveEngine({ fetch }, { port: Number(port) });`;
  const outfile = join(root, ".tmp/bench/server-budget-stub.mjs");
  await build({ stdin: { contents: source, resolveDir: root }, bundle: true, platform: "node", format: "esm", target: "node20", outfile, logLevel: "warning" });
  return outfile;
}

function launchStub(stub, port, captured, busyUs) {
  return launch(process.execPath, [stub, responseFile(captured), String(port), String(busyUs)]);
}

async function main() {
  const ourStart = async () => {
    const port = await freePort();
    const child = launch(process.execPath, [CLI, "--port", String(port), "--seed", "42", "--api-key", START_KEY]);
    await until200(port, PATH, START_KEY);
    return { port, child, key: await unlimitedKey(port) };
  };
  const stub = await buildStub();
  const first = await ourStart();
  const captured = await capture(first.port, PATH, first.key);
  await stop(first.child);

  const anchor = (launchOn) => async () => {
    const port = await freePort();
    const child = launchOn(port);
    await until200(port, PATH, START_KEY);
    return { port, child, key: START_KEY };
  };
  const targets = [
    { name: BARE, start: anchor((port) => launchBare(port, captured)) },
    ...BUSY_US.map((us) => ({ name: stubName(us), start: anchor((port) => launchStub(stub, port, captured, us)) })),
    { name: "ours", start: ourStart },
  ];
  const samples = await freshProcessRounds(targets, PATH, LOAD);
  report(targets, samples, captured.body.length);
}

function report(targets, { rates, cpus }, bytes) {
  const metrics = targets
    .filter((t) => t.name !== BARE)
    .map(({ name }) => {
      const side = roundRatio(rates, name, BARE) >= TARGET ? "at or above" : "below";
      return roundsMetric(name, { rates, cpus }, [BARE], `reported (no target): ${side} the ${TARGET}× bare that bench:server asks of ours`);
    });
  const notes = `${freshRoundsNote(LOAD, bytes, PATH)}; the stub engine runs on serveEngine with Response swapped, as lps-mock runs, and answers the captured bytes after a busy loop of the given length`;
  saveRounds("server-budget", notes, metrics, { rates, cpus }, BARE);
}

await main();
