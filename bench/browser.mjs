#!/usr/bin/env node
// `npm run bench:browser`: what a frontend developer's page pays on every reload for the MSW
// handlers. The browser entry of @lps/mock-server/msw is bundled from source as a bundler would
// (browser conditions), loaded in Debian's Chromium five times, and timed inside the page:
// `createHandlers()` plus `ready()`, then the first answer through msw's `getResponse` (no
// service worker, so the figure is the engine's and not the worker's round trip).
import { build } from "esbuild";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("../", import.meta.url));
const LOADS = 5;

const page = `
import { getResponse } from "msw";
import { createHandlers } from "./mock-server/src/adapters/msw/browser.ts";
const t0 = performance.now();
const { handlers, engine } = createHandlers({ seed: 1 });
await engine.ready();
const t1 = performance.now();
const answer = await getResponse(handlers, new Request(location.origin + "/v1/properties?limit=20", { headers: { authorization: "Bearer " + engine.demo.apiKey } }));
const body = await answer.json();
const t2 = performance.now();
window.__timings = { start: t1 - t0, firstAnswer: t2 - t1, status: answer.status, listed: body.data?.length };
`;

const bundle = await build({
  stdin: { contents: page, resolveDir: root, loader: "ts" },
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  write: false,
  logLevel: "warning",
});
const script = bundle.outputFiles[0].text;

const site = createServer((req, res) => {
  if (req.url === "/app.js") return res.writeHead(200, { "content-type": "text/javascript" }).end(script);
  res.writeHead(200, { "content-type": "text/html" }).end('<!doctype html><meta charset="utf-8"><script type="module" src="/app.js"></script>');
});
site.listen(0, "127.0.0.1");
await once(site, "listening");
const origin = `http://127.0.0.1:${site.address().port}`;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const runs = [];
try {
  const context = await browser.newContext();
  // Each load is a reload of the same page, as a developer sees it.
  const tab = await context.newPage();
  for (let i = 0; i < LOADS; i++) {
    await tab.goto(origin);
    await tab.waitForFunction(() => "__timings" in window, null, { timeout: 30_000 });
    const timings = await tab.evaluate(() => window.__timings);
    if (timings.status !== 200 || timings.listed !== 20) throw new Error(`the first answer was ${JSON.stringify(timings)}, not 200 with 20 properties`);
    runs.push(timings);
  }
} finally {
  await browser.close();
  site.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const start = median(runs.map((r) => r.start));
const firstAnswer = median(runs.map((r) => r.firstAnswer));
const metrics = [
  { metric: "Chromium: createHandlers() + ready(), median of 5 loads", unit: "ms", ours: start, anchors: {}, ratio: {}, target: "≤ 40 ms", pass: start <= 40 },
  { metric: "Chromium: first answer after ready(), median of 5 loads", unit: "ms", ours: firstAnswer, anchors: {}, ratio: {}, target: "≤ 15 ms", pass: firstAnswer <= 15 },
];
for (const m of metrics) console.log(`${m.pass ? "ok  " : "FAIL"} ${m.metric}: ${m.ours.toFixed(1)} ms (${m.target})`);
console.log(`runs: ${runs.map((r) => `${r.start.toFixed(1)}/${r.firstAnswer.toFixed(1)}`).join(", ")} ms`);
writeFileSync(
  join(root, "bench/results/browser.json"),
  JSON.stringify({ name: "Browser start", date: new Date().toISOString(), node: process.version, notes: `Chromium ${browser.version()}, esbuild browser bundle from source, msw getResponse`, metrics, runs }, null, 2) + "\n",
);
process.exit(metrics.every((m) => m.pass) ? 0 : 1);
