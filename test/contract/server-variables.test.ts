import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// orval's validator reports `#/servers/0/variables/origin must NOT have unevaluated properties`.
// The OpenAPI 3.1 schema gives a server variable `properties` (enum, default, description) next
// to a `$ref` to the extensions and `unevaluatedProperties: false`; a JSON Schema 2020-12
// validator counts the properties its `properties` keyword evaluated, so `default` and
// `description` are evaluated. This checks the servers against that schema with a conforming
// validator, which is why the warning is recorded as wrong rather than worked around.
const require = createRequire(import.meta.url);
const oas31 = JSON.parse(readFileSync(require.resolve("@stoplight/spectral-rulesets/dist/oas/schemas/oas/v3.1/index.json"), "utf8"));
const validateServer = new Ajv2020({ strict: false, allErrors: true }).compile({ $ref: "#/$defs/server", $defs: oas31.$defs });

describe("servers and their variables", () => {
  it.each(["openapi.yaml", "oauth.yaml", "identity.yaml"])("%s: every server is valid under the OpenAPI 3.1 schema", (file) => {
    const doc = parse(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8")) as { servers: unknown[] };
    for (const server of doc.servers) expect(validateServer(server), JSON.stringify(validateServer.errors)).toBe(true);
  });

  it("would refuse a variable with a member the schema does not define", () => {
    expect(validateServer({ url: "{o}", variables: { o: { default: "x", label: "y" } } })).toBe(false);
  });
});
