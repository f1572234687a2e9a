import { type JsonSchema, componentDefs, refName } from "../contract/json-schema";
import type { Operation } from "../contract/operations";

const escape = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");
const unescape = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");
// A rule is a place of openapi.yaml, as a URI fragment (RFC 6901).
const fragment = (segments: readonly string[]) => `openapi.yaml#/${segments.map(escape).join("/")}`;

export const pathRule = (path: string): string => fragment(["paths", path]);

export function contractRule(operation: Operation, ...rest: string[]): string {
  return fragment(["paths", operation.path, operation.method.toLowerCase(), ...rest]);
}

/** The place ruling the value at `pointer`: a wrong field's property, or the object that does not list an unknown one. */
export function schemaRule(base: string[], schema: unknown, pointer: string): string {
  let location = base;
  let node = schema as JsonSchema | undefined;
  for (const segment of pointer.split("/").slice(1).map(unescape)) {
    for (let name = refName(node); name !== undefined && componentDefs[name]; name = refName(node)) {
      location = ["components", "schemas", name];
      node = componentDefs[name];
    }
    const properties = node?.properties as Record<string, JsonSchema> | undefined;
    if (properties?.[segment]) {
      location = [...location, "properties", segment];
      node = properties[segment];
    } else if (node?.items && /^\d+$/.test(segment)) {
      location = [...location, "items"];
      node = node.items as JsonSchema;
    } else break;
  }
  return fragment(location);
}

export type ContractLine = (rule: string) => number | undefined;

/** `lines`: openapi.yaml's 1-based lines by JSON pointer (generated/openapi-lines.ts), as served at GET /openapi.yaml. */
export function contractLines(lines: Readonly<Record<string, number>>): ContractLine {
  return (rule) => {
    const pointer = rule.slice(rule.indexOf("#") + 1);
    return rule.includes("#/") && Object.hasOwn(lines, pointer) ? lines[pointer] : undefined;
  };
}
