#!/usr/bin/env node
// Derives every generated artifact from the contracts. `--check` regenerates in memory and fails
// if a committed file differs, so editing openapi.yaml without regenerating breaks `npm test`.
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { LineCounter, isMap, isScalar, isSeq, parse, parseDocument } from "yaml";
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

// The sandbox's request bodies, validated by the engine at run time: only their component schemas
// and what those reference, since paths and answers are never read there. References into
// openapi.yaml stay as written (`../openapi.yaml#/components/schemas/…`); the engine resolves
// them against the embedded API contract.
async function sandboxBodies(src, name) {
  const doc = parse(await readFile(resolve(root, src), "utf8"));
  const schemas = doc.components.schemas;
  const picked = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== "object") return;
    const local = typeof node.$ref === "string" && node.$ref.startsWith("#/components/schemas/") ? node.$ref.slice(21) : undefined;
    if (local !== undefined && !picked.has(local)) {
      if (!schemas[local]) throw new Error(`${src}: no component schema ${local}`);
      picked.add(local);
      visit(schemas[local]);
    }
    Object.values(node).forEach(visit);
  };
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item)) visit(operation?.requestBody);
  }
  const kept = Object.fromEntries(Object.keys(schemas).filter((key) => picked.has(key)).map((key) => [key, schemas[key]]));
  const { components } = runtimeContract({ components: { schemas: kept } });
  const queries = runtimeContract({ components: { parameters: queryParameters(doc) } }).components.parameters;
  return (
    `${banner(src)}/* eslint-disable */\nexport const ${name} = ${JSON.stringify(components.schemas, null, 2)};\n` +
    `\n/** Query parameters by operationId, their references followed. */\nexport const ${name.replace(/Schemas$/, "Queries")} = ${JSON.stringify(queries, null, 2)};\n`
  );
}

/**
 * Each operation's query parameters, keyed by operationId; named parameters are inlined. An
 * operation that declares parameters (`parameters: []` for none) is listed even without a query
 * one, so the engine can refuse whatever query is sent to it.
 */
function queryParameters(doc) {
  const named = (parameter) => (parameter.$ref ? doc.components.parameters[parameter.$ref.split("/").pop()] : parameter);
  const byOperation = {};
  for (const item of Object.values(doc.paths)) {
    const shared = item.parameters ?? [];
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue;
      const query = [...shared, ...(operation.parameters ?? [])].map(named).filter((p) => p.in === "query");
      const declared = item.parameters !== undefined || operation.parameters !== undefined;
      if (query.length > 0 || declared) byOperation[operation.operationId] = query.map(({ name, required, schema }) => ({ name, required: required === true, schema }));
    }
  }
  return byOperation;
}

// The file itself, byte for byte, for the Node server to serve and to count lines in; only Node
// entry points import it.
async function verbatim(src, name) {
  const text = await readFile(resolve(root, src), "utf8");
  return `${banner(src)}/* eslint-disable */\nexport const ${name} = ${JSON.stringify(text)};\n`;
}

// Where each mapping and list of the file starts (its key's line), by JSON pointer: journal
// entries point a rule (`#/paths/~1leads/post/requestBody`) at its line without reading YAML at
// run time. Examples are data no rule names; scalars (`type: string`) are never a rule.
async function lineMap(src, name) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(await readFile(resolve(root, src), "utf8"), { lineCounter });
  const lines = {};
  const walk = (node, pointer) => {
    if (!isMap(node)) return;
    for (const { key, value } of node.items) {
      const segment = String(isScalar(key) ? key.value : key);
      const at = `${pointer}/${segment.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      if (!isMap(value) && !isSeq(value)) continue;
      lines[at] = lineCounter.linePos(key.range[0]).line;
      if (segment !== "example" && segment !== "examples") walk(value, at);
    }
  };
  walk(doc.contents, "");
  return `${banner(src)}/* eslint-disable */\n/** The 1-based line of each mapping and list of ${src}, by JSON pointer. */\nexport const ${name}: Readonly<Record<string, number>> = ${JSON.stringify(lines, null, 2)};\n`;
}

const outputs = [
  ["packages/sdk/src/generated/openapi.ts", () => types("openapi.yaml")],
  ["packages/sdk/src/generated/oauth.ts", () => types("oauth.yaml")],
  ["mock-server/src/contract/generated/contract.ts", () => embedded("openapi.yaml", "contract")],
  ["mock-server/src/contract/generated/openapi-text.ts", () => verbatim("openapi.yaml", "openapiText")],
  ["mock-server/src/contract/generated/openapi-lines.ts", () => lineMap("openapi.yaml", "openapiLines")],
  ["mock-server/src/contract/generated/identity.ts", () => types("identity.yaml")],
  ["mock-server/src/contract/generated/sandbox.ts", () => types("mock-server/sandbox.yaml")],
  ["mock-server/src/contract/generated/sandbox-contract.ts", () => sandboxBodies("mock-server/sandbox.yaml", "sandboxSchemas")],
  ["docs/mock-server.md", async () => (await import("./generate-sandbox-docs.mjs")).sandboxDoc(root)],
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
