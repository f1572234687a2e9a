import { type JsonSchema, componentDefs, refName } from "../contract/json-schema";

const escape = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");
const unescape = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/**
 * The place in openapi.yaml that rules the value at `pointer` (below the body), found by walking
 * `schema` from `base` through references, `properties` and `items`: a wrong field is ruled by
 * its property, an unknown one by the object that does not list it.
 */
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
  return `openapi.yaml#/${location.map(escape).join("/")}`;
}
