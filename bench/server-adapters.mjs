#!/usr/bin/env node
// `npm run bench:server-adapters`: the same engine served by the Node adapters it could run on,
// in the same rounds, beside bare node:http (issue 21: "prefer @hono/node-server unless
// bench:server shows the floor cannot be held without the own adapter"). Each server answers
// bench:server's request (GET /v1/properties?limit=20, API key) from the engine built from the
// sources with the options lps-mock uses; each is a fresh process per round, under bench:server's
// wrk load. Writes bench/results/server-adapters.json; it has no target of its own.
import { build } from "esbuild";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { capture, freshProcessRounds, freshRoundsNote, launchBare, roundRatio, roundsMetric, saveRounds, unlimitedKey } from "./lib/load.mjs";
import { freePort, launch, stop, until200 } from "./lib/processes.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const PATH = "/v1/properties?limit=20";
const START_KEY = "ci_bench_start_key";
const LOAD = { warmUpSeconds: 2, seconds: 3, rounds: 5 };
const BARE = "bare node:http";
const TARGET = 0.45;

/** Each adapter's program, given the engine started as lps-mock starts it. */
const ADAPTERS = {
  "own adapter, Response swapped (as lps-mock runs)": `
    swapGlobalResponse();
    await serveEngine(engine, { port });`,
  "own adapter, globals untouched (as startMockServer runs)": `
    await serveEngine(engine, { port });`,
  "@hono/node-server (its default: global Response swapped)": `
    serve({ fetch: (request, env) => engine.fetch(request, contextOf(env.incoming)), port, hostname: "127.0.0.1" });`,
  "@hono/node-server, overrideGlobalObjects: false": `
    serve({ fetch: (request, env) => engine.fetch(request, contextOf(env.incoming)), port, hostname: "127.0.0.1", overrideGlobalObjects: false });`,
};

/** One bundle per adapter, from the sources: the library exports neither serveEngine nor the swap. */
async function buildAdapter(index, body) {
  const source = `
    import { serve } from "@hono/node-server";
    import { createEngine } from ${JSON.stringify(join(root, "mock-server/src/index.ts"))};
    import { LOOPBACK_NAMES } from ${JSON.stringify(join(root, "mock-server/src/api/host-check.ts"))};
    import { swapGlobalResponse } from ${JSON.stringify(join(root, "mock-server/src/adapters/node/node-response.ts"))};
    import { incomingHeader } from ${JSON.stringify(join(root, "mock-server/src/adapters/node/incoming-header.ts"))};
    import { serveEngine } from ${JSON.stringify(join(root, "mock-server/src/adapters/node/serve-engine.ts"))};
    // What serveEngine hands the engine besides the request: the peer's address and Node's parsed headers.
    const contextOf = (incoming) => ({ clientIp: incoming.socket.remoteAddress, header: (name) => incomingHeader(incoming, name) });
    const port = Number(process.argv[2]);
    const engine = createEngine({ seed: 42, apiKeys: [${JSON.stringify(START_KEY)}], allowedHosts: LOOPBACK_NAMES, journalDetail: "auto" });
    await engine.ready();
    ${body}`;
  const outfile = join(root, `.tmp/bench/server-adapter-${index}.mjs`);
  await build({ stdin: { contents: source, resolveDir: root }, bundle: true, platform: "node", format: "esm", target: "node20", outfile, logLevel: "error" });
  return outfile;
}

async function main() {
  const programs = await Promise.all(Object.values(ADAPTERS).map((body, i) => buildAdapter(i, body)));
  const startProgram = (program) => async () => {
    const port = await freePort();
    const child = launch(process.execPath, [program, String(port)]);
    await until200(port, PATH, START_KEY);
    return { port, child, key: await unlimitedKey(port) };
  };
  const first = await startProgram(programs[0])();
  const captured = await capture(first.port, PATH, first.key);
  await stop(first.child);

  const targets = [
    {
      name: BARE,
      start: async () => {
        const port = await freePort();
        const child = launchBare(port, captured);
        await until200(port, PATH, START_KEY);
        return { port, child, key: START_KEY };
      },
    },
    ...Object.keys(ADAPTERS).map((name, i) => ({ name, start: startProgram(programs[i]) })),
  ];
  const samples = await freshProcessRounds(targets, PATH, LOAD);
  report(targets, samples, captured.body.length);
}

function report(targets, { rates, cpus }, bytes) {
  const [own] = Object.keys(ADAPTERS);
  const metrics = targets
    .filter((t) => t.name !== BARE)
    .map(({ name }) => {
      const side = roundRatio(rates, name, BARE) >= TARGET ? "at or above" : "below";
      const anchors = name === own ? [BARE] : [BARE, own];
      return roundsMetric(name, { rates, cpus }, anchors, `reported (no target): ${side} the ${TARGET}× bare that bench:server asks of lps-mock`);
    });
  const notes = `${freshRoundsNote(LOAD, bytes, PATH)}; every adapter serves the engine built from the sources with lps-mock's options (seed 42, journal at auto detail, the loopback host check)`;
  saveRounds("server-adapters", notes, metrics, { rates, cpus }, BARE, (server) => (server === BARE ? {} : { "÷ own (swapped)": roundRatio(rates, server, own).toFixed(2) }));
}

await main();
