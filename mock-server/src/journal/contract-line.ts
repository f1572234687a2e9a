import { openapiYaml } from "../contract/openapi-yaml";

const cache = new Map<string, number | undefined>();

const unescape = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/**
 * The line (1-based) of the contract as served at GET /openapi.yaml where a rule
 * (`openapi.yaml#/paths/~1leads/post/requestBody`) is written, found by walking the block YAML
 * one indentation level per segment; undefined when a segment is not there.
 */
export function contractLine(rule: string): number | undefined {
  if (cache.has(rule)) return cache.get(rule);
  const line = locate(rule, openapiYaml().split("\n"));
  cache.set(rule, line);
  return line;
}

export function locate(rule: string, lines: readonly string[]): number | undefined {
  const hash = rule.indexOf("#/");
  if (hash < 0) return undefined;
  let from = 0;
  let found = -1;
  for (const [depth, segment] of rule.slice(hash + 2).split("/").map(unescape).entries()) {
    const pad = " ".repeat(depth * 2);
    const keys = [`${pad}${segment}:`, `${pad}${JSON.stringify(segment)}:`];
    found = -1;
    for (let i = from; i < lines.length; i++) {
      const line = lines[i]!;
      if (keys.some((key) => line === key || line.startsWith(`${key} `))) {
        found = i;
        break;
      }
      // Left the parent's block: the segment is not in it.
      if (depth > 0 && line.trim() !== "" && line.length - line.trimStart().length < pad.length) break;
    }
    if (found < 0) return undefined;
    from = found + 1;
  }
  return found + 1;
}
