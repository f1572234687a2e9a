#!/usr/bin/env node
// Derives every generated artifact from the contracts. `--check` regenerates in memory and fails
// if a committed file differs, so editing openapi.yaml without regenerating breaks `npm test`.
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { parse } from "yaml";
import { runtimeContract } from "./runtime-contract.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");
const banner = (src) =>
  `// Generated from ${src} by scripts/generate-types.mjs. Do not edit; run \`npm run generate\`.\n`;

async function types(src) {
  const ast = await openapiTS(new URL(`file://${resolve(root, src)}`), {
    alphabetize: false,
    exportType: false,
    rootTypes: false,
  });
  return banner(src) + "/* eslint-disable */\n" + astToString(ast);
}

// What the engine reads at run time (see runtime-contract.mjs): it is bundled for browsers.
async function embedded(src, name) {
  const doc = runtimeContract(parse(await readFile(resolve(root, src), "utf8")));
  return `${banner(src)}/* eslint-disable */\nexport const ${name} = ${JSON.stringify(doc, null, 2)};\n`;
}

// The file itself, byte for byte, for the Node server to serve and to count lines in; only Node
// entry points import it.
async function verbatim(src, name) {
  const text = await readFile(resolve(root, src), "utf8");
  return `${banner(src)}/* eslint-disable */\nexport const ${name} = ${JSON.stringify(text)};\n`;
}

const outputs = [
  ["packages/sdk/src/generated/openapi.ts", () => types("openapi.yaml")],
  ["packages/sdk/src/generated/oauth.ts", () => types("oauth.yaml")],
  ["mock-server/src/generated/contract.ts", () => embedded("openapi.yaml", "contract")],
  ["mock-server/src/generated/openapi-text.ts", () => verbatim("openapi.yaml", "openapiText")],
  ["mock-server/src/generated/identity.ts", () => types("identity.yaml")],
];

let drift = 0;
for (const [file, make] of outputs) {
  const want = await make();
  const path = resolve(root, file);
  const have = await readFile(path, "utf8").catch(() => null);
  if (have === want) continue;
  if (check) {
    console.error(`drift: ${file} is out of date with its contract; run \`npm run generate\``);
    drift++;
  } else {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, want);
    console.log(`wrote ${file}`);
  }
}
if (drift) process.exit(1);
if (check) console.log(`generated files match the contracts (${outputs.length} checked)`);
