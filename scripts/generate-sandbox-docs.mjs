// The sandbox reference of docs/mock-server.md, one table row per route of mock-server/sandbox.yaml,
// written between `<!-- generated:sandbox -->` and `<!-- /generated:sandbox -->`. Written by hand,
// the reference drifted from the routes; generate-types.mjs calls this, so `--check` catches it.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";

export const SANDBOX_DOC = "docs/mock-server.md";
const OPEN = "<!-- generated:sandbox -->";
const CLOSE = "<!-- /generated:sandbox -->";
const METHODS = ["get", "put", "post", "patch", "delete"];

/** Follows `$ref`s, local (`#/…`) and into openapi.yaml (`../openapi.yaml#/…`). */
function resolver(root) {
  const files = { sandbox: parse(readFileSync(resolve(root, "mock-server/sandbox.yaml"), "utf8")) };
  const load = (name) => (files[name] ??= parse(readFileSync(resolve(root, name), "utf8")));
  const follow = (node, file = "sandbox") => {
    if (!node?.$ref) return { node, file };
    const [target, pointer = ""] = node.$ref.split("#");
    const next = target ? target.replace(/^\.\.\//, "") : file;
    const doc = next === "sandbox" ? files.sandbox : load(next);
    const found = pointer.split("/").filter(Boolean).reduce((at, key) => at?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
    if (found === undefined) throw new Error(`sandbox.yaml: cannot resolve ${node.$ref}`);
    return follow(found, next);
  };
  return { doc: files.sandbox, follow };
}

/** A body schema's top-level fields, required ones first and bold; variants (oneOf…) merged. */
function bodyFields(schema, follow, file) {
  const fields = new Map();
  const visit = (raw, at, optional) => {
    const { node, file: where } = follow(raw, at);
    if (!node || typeof node !== "object") return;
    const required = new Set(optional ? [] : (node.required ?? []));
    for (const [name] of Object.entries(node.properties ?? {})) {
      fields.set(name, fields.get(name) || required.has(name));
    }
    for (const part of node.allOf ?? []) visit(part, where, optional);
    for (const part of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) visit(part, where, true);
  };
  visit(schema, file, false);
  const names = [...fields.keys()];
  return [...names.filter((n) => fields.get(n)).map((n) => `**\`${n}\`**`), ...names.filter((n) => !fields.get(n)).map((n) => `\`${n}\``)];
}

/** The Markdown table of every sandbox route, in sandbox.yaml's order. */
export function sandboxTable(root) {
  const { doc, follow } = resolver(root);
  const rows = ["| Method | Path | What it does | Body fields, `?query` |", "|---|---|---|---|"];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const query = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
        .map((p) => follow(p).node)
        .filter((p) => p.in === "query")
        .map((p) => `\`?${p.name}\``);
      const body = operation.requestBody ? follow(operation.requestBody).node.content?.["application/json"]?.schema : undefined;
      const fields = [...(body ? bodyFields(body, follow, "sandbox") : []), ...query];
      const summary = String(operation.summary ?? "").replaceAll("|", "\\|");
      rows.push(`| ${method.toUpperCase()} | \`${path}\` | ${summary} | ${fields.join(", ")} |`);
    }
  }
  return rows.join("\n");
}

/** `markdown` with its sandbox block replaced by the current table. */
export function withSandboxTable(markdown, root) {
  const from = markdown.indexOf(OPEN);
  const to = markdown.indexOf(CLOSE);
  if (from < 0 || to < from) throw new Error(`${SANDBOX_DOC}: no ${OPEN} … ${CLOSE} block`);
  return `${markdown.slice(0, from + OPEN.length)}\n${sandboxTable(root)}\n${markdown.slice(to)}`;
}

/** The whole of docs/mock-server.md as it should be: what generate-types.mjs writes or checks. */
export function sandboxDoc(root) {
  return withSandboxTable(readFileSync(resolve(root, SANDBOX_DOC), "utf8"), root);
}
