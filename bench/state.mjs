#!/usr/bin/env node
// `npm run bench:state`: saving and loading the whole state of a server holding 100,000 leads
// (with their scores) besides the demo data, as `lps-mock --state FILE` does: export, JSON,
// atomic write; read, JSON parse, import into a fresh engine. The engine runs in this process,
// bundled from source with esbuild. Writes bench/results/state.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { importFromSource } from "./lib/bundle-source.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const LEADS = 100_000;
const CHUNK = 10_000;
const ROUNDS = 3;
const TARGET = { exportMs: 2_000, importMs: 2_000, fileMb: 60 };

const { createEngine, writeStateFile } = await loadEngine();
const dir = mkdtempSync(join(tmpdir(), "lps-bench-state-"));
const file = join(dir, "state.json");
try {
  const source = await engineWithLeads();
  const exports = [];
  const imports = [];
  // CPU time of this process as well: on a machine shared with other work, wall time waits for
  // the CPU, and CPU time shows what the work itself cost.
  const exportCpu = [];
  const importCpu = [];
  const cpuMs = (since) => {
    const { user, system } = process.cpuUsage(since);
    return (user + system) / 1000;
  };
  let counts;
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now();
    let cpu = process.cpuUsage();
    const snapshot = await source.exportState();
    await writeStateFile(file, `${JSON.stringify(snapshot)}\n`);
    exports.push(performance.now() - started);
    exportCpu.push(cpuMs(cpu));
    const count = (list) => snapshot.workspaces.reduce((sum, workspace) => sum + workspace[list].length, 0);
    counts = { leads: count("leads"), scores: count("scores") };

    const target = createEngine({ seed: 1 });
    await target.ready();
    started = performance.now();
    cpu = process.cpuUsage();
    const text = readFileSync(file, "utf8");
    const t1 = performance.now();
    const doc = JSON.parse(text);
    const t2 = performance.now();
    await target.importState(doc);
    if (process.env.BENCH_STATE_DETAIL) console.log(`read ${Math.round(t1 - started)} parse ${Math.round(t2 - t1)} import ${Math.round(performance.now() - t2)} ms`);
    imports.push(performance.now() - started);
    importCpu.push(cpuMs(cpu));
    await target.close();
  }
  await source.close();
  report({ exports, imports, exportCpu, importCpu, fileMb: statSync(file).size / 1e6, counts });
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function loadEngine() {
  const contents = 'export { createEngine } from "./mock-server/src/index.ts"; export { writeStateFile } from "./mock-server/src/cli/state-file.ts";';
  return importFromSource(contents, "state");
}

/** The demo data plus 100,000 leads created through the sandbox's seed route, each scored. */
async function engineWithLeads() {
  const engine = createEngine({ seed: 1, scoringDelayMs: 0 });
  const lead = (i) => ({
    name: `Bench Lead ${i}`,
    email: `bench${i}@example.com`,
    phone: "+14155550142",
    preferences: { property_type: "residential", price_range: { min: 400_000 + (i % 50) * 10_000, max: 1_400_000 }, city: "San Francisco", timeline: "within_3_months" },
  });
  for (let from = 0; from < LEADS; from += CHUNK) {
    const leads = Array.from({ length: CHUNK }, (_, i) => lead(from + i));
    const response = await engine.fetch(
      new Request("http://127.0.0.1/__sandbox/seed", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ leads }) }),
      { clientIp: "127.0.0.1" },
    );
    if (!response.ok) throw new Error(`seed: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  // Scores come from timers: wait until every lead has one.
  const scores = async () => (await engine.exportState()).workspaces.reduce((sum, workspace) => sum + workspace.scores.length, 0);
  while ((await scores()) < LEADS) await new Promise((resolve) => setTimeout(resolve, 100));
  return engine;
}

function report({ exports, imports, exportCpu, importCpu, fileMb, counts }) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const metric = (name, ours, unit, target) => ({ metric: name, ours, unit, anchors: {}, ratio: {}, target: `≤ ${target} ${unit}`, pass: ours <= target });
  const metrics = [
    metric(`export of ${LEADS.toLocaleString("en-US")} leads to a file (median of ${ROUNDS})`, median(exports), "ms", TARGET.exportMs),
    metric(`import of ${LEADS.toLocaleString("en-US")} leads from a file (median of ${ROUNDS})`, median(imports), "ms", TARGET.importMs),
    metric("state file size", fileMb, "MB", TARGET.fileMb),
    { metric: "export, CPU time of the process (median)", ours: median(exportCpu), unit: "ms", anchors: {}, ratio: {}, target: "reported" },
    { metric: "import, CPU time of the process (median)", ours: median(importCpu), unit: "ms", anchors: {}, ratio: {}, target: "reported" },
  ];
  const notes = `${counts.leads.toLocaleString("en-US")} leads and ${counts.scores.toLocaleString("en-US")} scores with the demo listings; rounds: export ${exports.map(Math.round).join(", ")} ms, import ${imports.map(Math.round).join(", ")} ms`;
  const result = { name: "state", date: new Date().toISOString(), node: process.version, notes, metrics };
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/state.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.table(metrics.map((m) => ({ metric: m.metric, ours: `${m.ours.toFixed(1)} ${m.unit}`, target: m.target, pass: m.target === "reported" ? "–" : m.pass ? "yes" : "NO" })));
  console.log(notes);
}
