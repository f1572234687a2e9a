#!/usr/bin/env node
// The first `npm start` of a fresh clone, from a finished `npm install` to the first answered
// request, beside the full build (both packages, type declarations included) that it used to
// wait for, in copies of this checkout made the same way. Writes bench/results/first-start.json.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { freshTree } from "../scripts/fresh-tree.mjs";

const TARGET_MS = 20_000;

async function firstStart() {
  const tree = freshTree();
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent", "--", "--port", "0", "--json"], { cwd: tree.dir, detached: true, stdio: ["ignore", "pipe", "inherit"] });
  try {
    // A start that fails ends the child before any line: say so instead of waiting forever.
    const exited = once(child, "exit").then(([code]) => Promise.reject(new Error(`npm start exited (${code}) before its ready line`)));
    const [line] = await Promise.race([once(createInterface({ input: child.stdout }), "line"), exited]);
    const { url } = JSON.parse(line);
    if ((await fetch(`${url}/healthz`)).status !== 200) throw new Error("the first answer was not 200");
    return performance.now() - started;
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    tree.remove();
  }
}

function fullBuild() {
  const tree = freshTree();
  const started = performance.now();
  const run = spawnSync("npm", ["run", "build", "--silent"], { cwd: tree.dir, stdio: "ignore" });
  tree.remove();
  if (run.status !== 0) throw new Error("the full build failed");
  return performance.now() - started;
}

const rounds = 3;
const starts = [];
const builds = [];
for (let i = 0; i < rounds; i++) {
  starts.push(await firstStart());
  builds.push(fullBuild());
  console.log(`round ${i + 1}: first start ${(starts.at(-1) / 1000).toFixed(1)} s, full build ${(builds.at(-1) / 1000).toFixed(1)} s`);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ours = median(starts);
const anchor = median(builds);
const result = {
  name: "first start",
  date: new Date().toISOString(),
  node: process.version,
  notes: `median of ${rounds} rounds, each in a fresh copy of the checkout with its dependencies installed`,
  metrics: [
    {
      metric: "a fresh clone's first `npm start`, to the first answered request",
      unit: "ms",
      ours: Math.round(ours),
      anchors: { "full build (both packages, type declarations)": Math.round(anchor) },
      ratio: { "full build (both packages, type declarations)": +(ours / anchor).toFixed(3) },
      target: "≤ 20 s on this machine (2 cores)",
      pass: ours <= TARGET_MS,
    },
  ],
};
writeFileSync(new URL("./results/first-start.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
console.log(`first start ${(ours / 1000).toFixed(1)} s (target ≤ 20 s), full build ${(anchor / 1000).toFixed(1)} s`);
process.exit(result.metrics[0].pass ? 0 : 1);
