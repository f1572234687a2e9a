import { contract } from "../generated/contract";

// A small block-style YAML writer, so GET /openapi.yaml needs no YAML library in the browser or
// edge bundle. Strings that could read as another type are written as JSON strings, which are
// valid YAML double-quoted scalars.
const PLAIN = /^[A-Za-z][A-Za-z0-9_.\/ ()-]*$/;
const RESERVED = /^(true|false|null|yes|no|on|off|y|n)$/i;

function scalar(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "string") return PLAIN.test(value) && !RESERVED.test(value) && !value.endsWith(" ") ? value : JSON.stringify(value);
  return String(value);
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return value !== null && typeof value === "object" && Object.keys(value).length > 0;
}

function literalBlock(value: unknown, pad: string): string[] | undefined {
  if (typeof value !== "string" || !value.includes("\n") || /^\s/.test(value) || value.endsWith("\n\n")) return undefined;
  const text = value.endsWith("\n") ? value.slice(0, -1) : value;
  return [value.endsWith("\n") ? "|" : "|-", ...text.split("\n").map((line) => (line ? pad + line : ""))];
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return "[]";
  if (value !== null && typeof value === "object") return "{}";
  return scalar(value);
}

function lines(value: Record<string, unknown> | unknown[], indent: number): string[] {
  const pad = " ".repeat(indent);
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (!isContainer(item)) return [`${pad}- ${inline(item)}`];
      const [first = "", ...rest] = lines(item, indent + 2);
      return [`${pad}- ${first.slice(indent + 2)}`, ...rest];
    });
  }
  return Object.entries(value).flatMap(([key, item]) => {
    const head = `${pad}${scalar(key)}:`;
    if (isContainer(item)) return [head, ...lines(item, indent + 2)];
    const block = literalBlock(item, pad + "  ");
    if (block) return [`${head} ${block[0]}`, ...block.slice(1)];
    return [`${head} ${inline(item)}`];
  });
}

/** Any JSON value as YAML text. */
export function toYaml(value: Record<string, unknown>): string {
  return lines(value, 0).join("\n") + "\n";
}

let cached: string | undefined;

/** openapi.yaml as served by GET /openapi.yaml, rendered from the embedded contract. */
export function openapiYaml(): string {
  cached ??= toYaml(contract);
  return cached;
}
