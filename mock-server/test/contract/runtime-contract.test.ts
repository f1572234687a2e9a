import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contract } from "../../src/contract/generated/contract";
import { openapiText } from "../../src/contract/generated/openapi-text";

// The engine embeds the contract as it reads it at run time, without what is written for people,
// because `@lps/mock-server/msw` carries it into every browser bundle. The Node server has the
// file itself, byte for byte.
const fileText = readFileSync(new URL("../../../openapi.yaml", import.meta.url), "utf8");
const file = parse(fileText) as Record<string, unknown>;

type Json = unknown;
const ANNOTATIONS = new Set(["description", "summary", "externalDocs"]);
// Keys under which every key is a name or data, never a keyword.
const NAMES_OR_DATA = new Set(["properties", "example", "examples", "enum", "default", "const", "scopes", "value"]);

/** Every annotation keyword left in `node`, as a JSON pointer. */
function annotations(node: Json, pointer = "", parentKey = ""): string[] {
  if (node === null || typeof node !== "object") return [];
  if (NAMES_OR_DATA.has(parentKey) && parentKey !== "properties") return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const here = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const own = ANNOTATIONS.has(key) && parentKey !== "properties" ? [here] : [];
    return [...own, ...annotations(value, here, Array.isArray(node) ? "" : key)];
  });
}

/** Every value under a data key (example, enum, default...), by pointer. */
function data(node: Json, pointer = ""): Record<string, Json> {
  if (node === null || typeof node !== "object") return {};
  return Object.assign(
    {},
    ...Object.entries(node).map(([key, value]) => {
      const here = `${pointer}/${key}`;
      return ["example", "enum", "default", "const", "scopes"].includes(key) ? { [here]: value } : data(value, here);
    }),
  );
}

const components = (doc: Json) => (doc as { components: { schemas: Record<string, { properties?: Record<string, Json> }> } }).components;

describe("the runtime contract", () => {
  it("has no annotation keyword left, and no document metadata", () => {
    expect(annotations(file).length).toBeGreaterThan(100);
    expect(annotations(contract)).toEqual([]);
    for (const key of ["info", "servers", "tags", "externalDocs"]) expect(Object.keys(contract), key).not.toContain(key);
    const createLead = (contract.paths as unknown as Record<string, Record<string, object>>)["/leads"]!.post!;
    expect(Object.keys(createLead)).not.toContain("tags");
  });

  it("keeps fields called description or summary, and the scopes' texts", () => {
    const property = components(contract).schemas.Property!.properties!;
    expect(property.description).toMatchObject({ type: ["string", "null"], maxLength: 2000 });
    expect(Object.keys(components(contract).schemas.MarketAnalysis!.properties!)).toContain("summary");
    expect(contract.components.securitySchemes.oauth2.flows.authorizationCode.scopes["leads.read"]).toBe("Read leads, scores, messages and webhook endpoints.");
  });

  it("keeps every example, enum, default and scope text as the file has it", () => {
    const kept = data(contract);
    const inFile = Object.fromEntries(Object.entries(data(file)).filter(([pointer]) => !/^\/(info|servers|tags)\//.test(pointer)));
    expect(Object.keys(kept).length).toBeGreaterThan(50);
    expect(kept).toEqual(inFile);
  });

  it("keeps everything else: the file minus its annotations", () => {
    const strip = (node: Json, parentKey = ""): Json => {
      if (node === null || typeof node !== "object") return node;
      if (Array.isArray(node)) return node.map((item) => strip(item));
      if (NAMES_OR_DATA.has(parentKey) && parentKey !== "properties") return node;
      const inPaths = parentKey === "get" || parentKey === "post" || parentKey === "delete" || parentKey === "put" || parentKey === "patch";
      return Object.fromEntries(
        Object.entries(node)
          .filter(([key]) => parentKey === "properties" || !(ANNOTATIONS.has(key) || (inPaths && key === "tags")))
          .map(([key, value]) => [key, strip(value, key)]),
      );
    };
    const { info: _info, servers: _servers, tags: _tags, ...rest } = file;
    expect(contract).toEqual(strip(rest));
  });
});

describe("the contract's text", () => {
  it("is openapi.yaml byte for byte", () => {
    expect(openapiText).toBe(fileText);
  });
});
