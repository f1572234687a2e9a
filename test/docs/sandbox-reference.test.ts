import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SANDBOX_DOC, sandboxTable, withSandboxTable } from "../../scripts/generate-sandbox-docs.mjs";

// The sandbox reference in docs/mock-server.md is generated from mock-server/sandbox.yaml; a route
// added, removed or renamed there without `npm run generate` must fail here.
const root = fileURLToPath(new URL("../..", import.meta.url));
const doc = readFileSync(join(root, SANDBOX_DOC), "utf8");
const block = /<!-- generated:sandbox -->\n([\s\S]*?)\n<!-- \/generated:sandbox -->/.exec(doc)?.[1];

/** `METHOD path` of every operation in sandbox.yaml, read here without the generator. */
function operations(): string[] {
  const spec = parse(readFileSync(join(root, "mock-server/sandbox.yaml"), "utf8")) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => ["get", "put", "post", "patch", "delete"].includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe("the sandbox reference of docs/mock-server.md", () => {
  it("is the table sandbox.yaml gives", () => {
    expect(block, "no generated:sandbox block").toBeDefined();
    expect(block).toBe(sandboxTable(root));
  });

  it("has one row per sandbox route", () => {
    const rows = (block ?? "").split("\n").slice(2).map((row) => row.split("|").map((cell) => cell.trim()));
    expect(rows.map(([, method, path]) => `${method} ${path?.replaceAll("`", "")}`).sort()).toEqual(operations().sort());
  });

  it("is rewritten when it is stale", () => {
    const stale = doc.replace(/(<!-- generated:sandbox -->\n)\| Method/, "$1| Verb");
    expect(stale).not.toBe(doc);
    expect(withSandboxTable(stale, root)).toBe(doc);
  });
});
