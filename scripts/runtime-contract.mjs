// The contract as the engine reads it at run time: openapi.yaml without what is written for
// people. The engine ships in browser bundles (`@lps/mock-server/msw`), where every byte of the
// embedded document is loaded by every dev page, and no run-time code reads prose.
//
// Annotations are dropped only where they are keywords. Where a key is a NAME (a schema's
// properties, paths, statuses, media types, component names) it stays whatever it is called, so
// a `description` field of a schema is kept. Data is copied as is: examples (whose objects may
// well have a `summary` field), enums, defaults, and the scopes map, whose texts the consent page
// shows.

/** Keywords for people, in any object of the document. */
const ANNOTATIONS = new Set(["description", "summary", "externalDocs"]);

/** Top-level parts about the document, not the API. */
const DOCUMENT_ONLY = new Set(["info", "servers", "tags", "externalDocs"]);

/** Values that are data or shown text: copied untouched. */
const VERBATIM = new Set(["example", "enum", "const", "default", "scopes", "mapping", "value", "required", "security"]);

/** Keys whose object maps names to objects of the document (arrays: a list of such objects). */
const NAME_MAPS = new Set([
  "properties",
  "patternProperties",
  "$defs",
  "dependentSchemas",
  "responses",
  "content",
  "headers",
  "links",
  "encoding",
  "variables",
  "schemas",
  "parameters",
  "requestBodies",
  "securitySchemes",
  "examples",
]);

/** Keys whose object maps paths (or webhook names) to path items. */
const PATH_MAPS = new Set(["paths", "webhooks", "pathItems"]);

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

const isObject = (value) => value !== null && typeof value === "object";

function names(map, each) {
  if (Array.isArray(map)) return map.map(each);
  if (!isObject(map)) return map;
  return Object.fromEntries(Object.entries(map).map(([name, value]) => [name, each(value)]));
}

/** An object whose keys are keywords: annotations go, each value is walked as its key says. */
function keywords(node) {
  if (Array.isArray(node)) return node.map(keywords);
  if (!isObject(node)) return node;
  const kept = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key)) continue;
    if (VERBATIM.has(key) || key.startsWith("x-") || (key === "examples" && Array.isArray(value))) kept[key] = value;
    else if (PATH_MAPS.has(key)) kept[key] = names(value, pathItem);
    else if (key === "callbacks") kept[key] = names(value, (callback) => names(callback, pathItem));
    else if (NAME_MAPS.has(key)) kept[key] = names(value, keywords);
    else kept[key] = keywords(value);
  }
  return kept;
}

/** A path item: its operations lose their `tags` (grouping for documentation) too. */
function pathItem(item) {
  if (!isObject(item)) return item;
  const untagged = Object.entries(item).map(([key, value]) => {
    if (!METHODS.has(key) || !isObject(value)) return [key, value];
    const { tags: _tags, ...operation } = value;
    return [key, operation];
  });
  return keywords(Object.fromEntries(untagged));
}

/** `doc` (a parsed OpenAPI 3.1 document) without its annotations; `doc` itself is not changed. */
export function runtimeContract(doc) {
  return keywords(Object.fromEntries(Object.entries(doc).filter(([key]) => !DOCUMENT_ONLY.has(key))));
}
