#!/usr/bin/env node
// `npm run bench:events`: event latency and delivery rate of the reference server, and how
// POST /v1/leads and GET /v1/leads?limit=20 hold up with 100,000 records against 100. The
// engine runs in this process (startMockServer, bundled from source with esbuild) on a real
// port; receivers are node:http servers on 127.0.0.1. Writes bench/results/events.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { importFromSource } from "./lib/bundle-source.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const LATENCY = { warmup: 50, samples: 400 };
const BURST_LEADS = 1_000; // each yields lead.qualified + property.matched
const ANCHOR_CONCURRENCY = 16; // the dispatcher's per-endpoint limit
const BIG = 100_000;
const SMALL = 100;
const ROUNDS = 10;
const PER_ROUND = { create: 50, list: 100 };
const SF = { address: "742 Guerrero St", city: "San Francisco", state: "CA", postal_code: "94110" };
// Qualifies at once (70): 3+ listings in budget, immediate, pre-approved, full contact, fresh.
const HOT_LEAD = (i) => ({
  name: `Bench Lead ${i}`,
  email: `bench${i}@example.com`,
  phone: "+14155550142",
  preferences: { property_type: "residential", price_range: { min: 900_000, max: 1_400_000 }, city: "San Francisco", timeline: "immediate", pre_approved: true },
});

const { startMockServer } = await loadEngine();
const latency = await measureEventLatency();
const scale = await measureScale();
report(latency, scale);

function loadEngine() {
  return importFromSource('export { startMockServer } from "./mock-server/src/index.ts";', "events");
}

/** A server with an unlimited enterprise key; `call` is a real HTTP request. */
async function server(options) {
  const s = await startMockServer({ demoData: false, seed: 1, scoringDelayMs: 0, ...options });
  const raw = async (url, method, body, key) => {
    const response = await fetch(url, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  const sandbox = (path, body) => raw(`${s.url}/__sandbox${path}`, "POST", body, null);
  const { key } = await sandbox("/api-keys", { plan: "enterprise", daily_limit: 100_000_000 });
  return { s, sandbox, api: (method, path, body) => raw(s.baseUrl + path, method, body, key) };
}

/** A node:http receiver that calls `onEvent(event)` as soon as a body has arrived. */
async function receiver(onEvent) {
  const http = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      onEvent(JSON.parse(Buffer.concat(chunks).toString("utf8")), performance.now());
      res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
    });
  });
  await new Promise((resolve) => http.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${http.address().port}/hooks`, close: () => (http.closeAllConnections(), http.close()) };
}

async function measureEventLatency() {
  const { s, api, sandbox } = await server({});
  // The event may arrive before the POST's answer is read: arrival times wait here for their lead.
  const arrivals = new Map();
  const waiting = new Map();
  let received = 0;
  const hook = await receiver((event, at) => {
    received++;
    if (event.type !== "lead.qualified") return;
    arrivals.set(event.data.lead_id, at);
    waiting.get(event.data.lead_id)?.(at);
  });
  await api("POST", "/webhooks", { url: hook.url, events: ["lead.qualified", "property.matched"] });
  await sandbox("/seed", { properties: [1_000_000, 1_100_000, 1_200_000].map((price) => listing("residential", price, SF)) });

  const samples = [];
  const answered = [];
  for (let i = 0; i < LATENCY.warmup + LATENCY.samples; i++) {
    const start = performance.now();
    const lead = await api("POST", "/leads", HOT_LEAD(i));
    answered.push(performance.now() - start);
    const at = arrivals.get(lead.id) ?? (await new Promise((resolve) => waiting.set(lead.id, resolve)));
    if (i >= LATENCY.warmup) samples.push(at - start);
  }

  // Delivery rate: a burst of leads, from the first POST to the last event received.
  const before = received;
  const burstStart = performance.now();
  let burstEnd = 0;
  await Promise.all(Array.from({ length: BURST_LEADS }, (_, i) => api("POST", "/leads", HOT_LEAD(10_000 + i))));
  while (received - before < 2 * BURST_LEADS) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    burstEnd = performance.now();
  }
  const deliveriesPerSec = (2 * BURST_LEADS) / ((burstEnd - burstStart) / 1000);
  await s.stop();
  const anchor = await bareDeliveryRate(hook.url, 2 * BURST_LEADS);
  hook.close();
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), postP50: percentile(answered.slice(LATENCY.warmup), 50), deliveriesPerSec, anchor };
}

/** The same number of POSTs of an event-sized body, straight from fetch: the ceiling here. */
async function bareDeliveryRate(url, count) {
  const body = JSON.stringify({ id: "evt_0000000000000000", type: "lead.qualified", created: new Date().toISOString(), version: "2026-11-01", data: { lead_id: "lead_0000000000000000", score: 70, qualification_type: "hot", triggers: ["budget_match"] } });
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: ANCHOR_CONCURRENCY }, async () => {
      while (next++ < count) await (await fetch(url, { method: "POST", body, headers: { "content-type": "application/json" } })).text();
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

async function measureScale() {
  const small = await server({});
  const big = await server({});
  await seedRecords(small, SMALL);
  await seedRecords(big, BIG);
  const times = { list: { small: [], big: [] }, create: { small: [], big: [] } };
  // Interleaved rounds, so a burst of load elsewhere on the machine hits both sides alike.
  for (const [op, count, run] of [
    ["list", PER_ROUND.list, (t) => t.api("GET", "/leads?limit=20")],
    ["create", PER_ROUND.create, (t, i) => t.api("POST", "/leads", HOT_LEAD(50_000 + i))],
  ]) {
    for (let round = 0; round < ROUNDS + 1; round++) {
      for (const [name, target] of [["small", small], ["big", big]]) {
        for (let i = 0; i < count; i++) {
          const start = performance.now();
          await run(target, round * count + i);
          if (round > 0) times[op][name].push(performance.now() - start); // round 0 warms up
        }
      }
    }
  }
  await Promise.all([small.s.stop(), big.s.stop()]);
  const p50 = (values) => percentile(values, 50);
  return {
    create: { small: p50(times.create.small), big: p50(times.create.big) },
    list: { small: p50(times.list.small), big: p50(times.list.big) },
  };
}

/** `count` listings across types, cities and prices, and `count` leads, through POST /__sandbox/seed. */
async function seedRecords({ sandbox }, count) {
  let seed = 42;
  const random = () => ((seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32);
  const cities = [SF, { address: "1 Main St", city: "Austin", state: "TX", postal_code: "78701" }, { address: "2 Pine St", city: "Seattle", state: "WA", postal_code: "98101" }, { address: "3 Oak St", city: "Denver", state: "CO", postal_code: "80202" }];
  const types = ["residential", "residential", "residential_lease", "commercial_sale", "land"];
  const pick = (list) => list[Math.floor(random() * list.length)];
  const price = () => Math.round(100_000 * Math.exp(random() * 3.5));
  for (let done = 0; done < count; done += 25_000) {
    const n = Math.min(25_000, count - done);
    await sandbox("/seed", { properties: Array.from({ length: n }, () => listing(pick(types), price(), pick(cities))) });
  }
  for (let done = 0; done < count; done += 25_000) {
    const n = Math.min(25_000, count - done);
    const leads = Array.from({ length: n }, (_, i) => {
      const min = price();
      return { name: `Seed ${done + i}`, email: `seed${done + i}@example.com`, preferences: { property_type: pick(types), price_range: { min, max: Math.round(min * 1.4) }, city: pick(cities).city } };
    });
    await sandbox("/seed", { leads });
  }
  await new Promise((resolve) => setTimeout(resolve, 200)); // first scores of the seeded leads
}

function listing(type, price, location) {
  return { type, price, bedrooms: 3, bathrooms: 2, square_feet: 1500, location };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function metric(name, unit, ours, anchors, target, pass) {
  const ratio = Object.fromEntries(Object.entries(anchors).map(([k, v]) => [k, ours / v]));
  return { metric: name, unit, ours, anchors, ratio, target, pass };
}

function report(latency, scale) {
  const metrics = [
    metric("POST /v1/leads to lead.qualified received at a node:http receiver, p50", "ms", latency.p50,
      { "POST /v1/leads answered, p50": latency.postP50 }, "p50 < 15 ms", latency.p50 < 15),
    metric("POST /v1/leads to lead.qualified received at a node:http receiver, p99", "ms", latency.p99,
      { "POST /v1/leads answered, p50": latency.postP50 }, "reported (no target)", true),
    metric(`signed deliveries per second, burst of ${BURST_LEADS} leads (2 events each) to one receiver`, "deliveries/s",
      latency.deliveriesPerSec, { [`bare fetch POSTs, ${ANCHOR_CONCURRENCY} in flight`]: latency.anchor },
      "reported beside the bare-fetch ceiling", true),
    metric("POST /v1/leads p50 with 100,000 listings (and 100,000 leads)", "ms", scale.create.big,
      { "100 listings (and 100 leads)": scale.create.small }, "<= 2× the 100-listing server", scale.create.big <= 2 * scale.create.small),
    metric("GET /v1/leads?limit=20 p50 with 100,000 leads", "ms", scale.list.big,
      { "100 leads": scale.list.small }, "<= 1.5× the 100-lead server", scale.list.big <= 1.5 * scale.list.small),
  ];
  const notes =
    `engine in the bench process on a real port (startMockServer, scoringDelayMs 0, demo data off), receivers and client ` +
    `in the same process on the same 2-core machine; latency: ${LATENCY.samples} sequential leads after ${LATENCY.warmup} ` +
    `warm-up, each scoring 70 at once (3 listings in budget, immediate, pre-approved, full contact); scale: median of ` +
    `${ROUNDS} interleaved rounds of ${PER_ROUND.create} POSTs and ${PER_ROUND.list} GETs per server, records loaded with POST /__sandbox/seed`;
  const result = { name: "events", date: new Date().toISOString(), node: process.version, notes, metrics };
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/events.json"), `${JSON.stringify(result, null, 2)}\n`);
  const fmt = (v) => (v >= 100 ? Math.round(v).toLocaleString("en-US") : v.toFixed(2));
  console.table(
    metrics.map((m) => ({
      metric: m.metric,
      ours: `${fmt(m.ours)} ${m.unit}`,
      anchor: Object.entries(m.anchors).map(([k, v]) => `${k}: ${fmt(v)} (ratio ${m.ratio[k].toFixed(2)})`).join("; "),
      target: m.target,
      pass: m.pass ? "yes" : "NO",
    })),
  );
  console.log(`${notes}\nwrote bench/results/events.json`);
}
