import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse } from "yaml";

export type Doc = Record<string, any>;

export const repoFile = (name: string) => fileURLToPath(new URL(`../../${name}`, import.meta.url));
export const loadDoc = (name: string): Doc => parse(readFileSync(repoFile(name), "utf8"));

/** An ajv instance holding the whole document, so `#/components/...` refs resolve inside it. */
export function validatorFor(doc: Doc, id: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, id);
  return (pointer: string, value: unknown) => {
    const validate = ajv.compile({ $ref: `${id}#${pointer}` });
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`);
  };
}

const esc = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
const deref = (doc: Doc, node: Doc) =>
  node.$ref ? node.$ref.slice(2).split("/").reduce((n: Doc, k: string) => n[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc) : node;

export interface MediaExample {
  where: string;
  /** JSON pointer of the media type's schema, resolved from its own position in the document. */
  schemaPointer: string;
  examples: unknown[];
}

/** Every request and response media type of every operation and webhook, with its examples. */
export function mediaTypes(doc: Doc): MediaExample[] {
  const out: MediaExample[] = [];
  const visit = (content: Doc | undefined, base: string, where: string) => {
    for (const [mt, media] of Object.entries<Doc>(content ?? {})) {
      const examples = [
        ...("example" in media ? [media.example] : []),
        ...Object.values<Doc>(media.examples ?? {}).map((e) => e.value),
      ];
      out.push({ where: `${where} ${mt}`, schemaPointer: `${base}/${esc(mt)}/schema`, examples });
    }
  };
  for (const section of ["paths", "webhooks"] as const) {
    for (const [path, item] of Object.entries<Doc>(doc[section] ?? {})) {
      for (const [method, op] of Object.entries<Doc>(item)) {
        if (typeof op !== "object" || !op.responses) continue;
        const opBase = `/${section}/${esc(path)}/${method}`;
        const name = `${method.toUpperCase()} ${path}`;
        if (op.requestBody) visit(op.requestBody.content, `${opBase}/requestBody/content`, `${name} request`);
        for (const [status, response] of Object.entries<Doc>(op.responses)) {
          const base = response.$ref ? `${response.$ref.slice(1)}/content` : `${opBase}/responses/${status}/content`;
          visit(deref(doc, response).content, base, `${name} ${status}`);
        }
      }
    }
  }
  return out;
}
