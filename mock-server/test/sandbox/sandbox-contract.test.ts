import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contract } from "../../src/contract/generated/contract";
import { type Harness, harness, leadInput, propertyInput } from "../http/harness";

// sandbox.yaml documents the sandbox for CI scripts; the engine's answers must match it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;
const sandboxDoc = parse(readFileSync(new URL("../../sandbox.yaml", import.meta.url), "utf8"));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract as object, "https://lps.test/openapi.yaml");
ajv.addSchema(sandboxDoc, "https://lps.test/mock-server/sandbox.yaml");

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const escape = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

function schemaErrors(path: string, method: string, status: number, body: unknown): string[] {
  let pointer = ["paths", path, method, "responses", String(status)];
  let response: Json | undefined = sandboxDoc.paths[path]?.[method]?.responses?.[String(status)];
  if (!response) return [`sandbox.yaml documents no ${status} for ${method.toUpperCase()} ${path}`];
  if (response.$ref) {
    const name = response.$ref.split("/").pop();
    pointer = ["components", "responses", name];
    response = sandboxDoc.components.responses[name];
  }
  const media = Object.keys(response!.content ?? {})[0]!;
  // A pointer into the document itself, so the schema's relative references resolve as written.
  const at = [...pointer, "content", media, "schema"].map(escape).join("/");
  const validate = ajv.compile({ $ref: `https://lps.test/mock-server/sandbox.yaml#/${at}` });
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.engine.close());

const call = async (method: string, path: string, body?: unknown) =>
  h.call(method.toUpperCase(), path, { key: null, ...(body === undefined ? {} : { body }) });

describe("sandbox answers match sandbox.yaml", () => {
  it("has a checker that can fail", () => {
    expect(schemaErrors("/__sandbox/clock", "get", 200, {})).not.toEqual([]);
    expect(schemaErrors("/__sandbox/api-keys", "get", 200, { data: [{ id: "key_1" }] })).not.toEqual([]);
  });

  it("for keys, clock, seed, faults, logs, messages, trigger, events, state and reset", async () => {
    await h.call("POST", "/v1/properties", { body: propertyInput() });
    const created = await h.call("POST", "/v1/properties", { body: propertyInput() });
    const key = await call("post", "/__sandbox/api-keys", { name: "ci", plan: "enterprise", daily_limit: 5, allowed_ips: ["::1"] });
    const cases: [string, string, () => Promise<{ status: number; json: unknown }>][] = [
      ["/__sandbox/api-keys", "post", async () => key],
      ["/__sandbox/api-keys", "get", () => call("get", "/__sandbox/api-keys")],
      ["/__sandbox/api-keys/{id}", "delete", () => call("delete", `/__sandbox/api-keys/${key.json.id}`)],
      ["/__sandbox/clock", "get", () => call("get", "/__sandbox/clock")],
      ["/__sandbox/clock", "post", () => call("post", "/__sandbox/clock", { advance_seconds: 10 })],
      ["/__sandbox/seed", "post", () => call("post", "/__sandbox/seed", { properties: [propertyInput()], leads: [leadInput()] })],
      ["/__sandbox/faults", "post", () => call("post", "/__sandbox/faults", { route: "/leads", latency_ms: 1, count: 1 })],
      ["/__sandbox/faults", "get", () => call("get", "/__sandbox/faults")],
      ["/__sandbox/faults", "delete", () => call("delete", "/__sandbox/faults")],
      ["/__sandbox/audit-log", "get", () => call("get", "/__sandbox/audit-log")],
      ["/__sandbox/requests", "get", () => call("get", "/__sandbox/requests")],
      ["/__sandbox/requests/{request_id}", "get", () => call("get", `/__sandbox/requests/${created.headers.get("x-request-id")}`)],
      ["/__sandbox/deliveries", "get", () => call("get", "/__sandbox/deliveries")],
      ["/__sandbox/leads/{lead_id}/messages", "post", async () => {
        const lead = await h.call("POST", "/v1/leads", { body: leadInput() });
        return call("post", `/__sandbox/leads/${lead.json.id}/messages`, { channel: "chat", body: "Hello" });
      }],
      ["/__sandbox/trigger", "post", () => call("post", "/__sandbox/trigger", { type: "property.matched" })],
      ["/__sandbox/trigger", "post", () => call("post", "/__sandbox/trigger", { type: "analysis.completed" })],
      ["/__sandbox/clock", "post", () => call("post", "/__sandbox/clock", { real: true })],
      ["/__sandbox/webhooks/retry-due", "post", () => call("post", "/__sandbox/webhooks/retry-due", {})],
      ["/__sandbox", "get", () => call("get", "/__sandbox/")],
      ["/__sandbox/events", "post", () => call("post", "/__sandbox/events", { type: "message.received", wait_seconds: 1 })],
      ["/__sandbox/events", "post", () => call("post", "/__sandbox/events", { type: "analysis.completed" })],
      ["/__sandbox/organizations", "post", () => call("post", "/__sandbox/organizations", { name: "Acme Homes", plan: "enterprise", daily_limit: 1500 })],
      ["/__sandbox/organizations", "get", () => call("get", "/__sandbox/organizations")],
      ["/__sandbox/organizations/{id}", "get", () => call("get", "/__sandbox/organizations/org_demo")],
      ["/__sandbox/organizations/{id}/sso", "put", () =>
        call("put", "/__sandbox/organizations/org_demo/sso", { issuer: "https://idp.example", client_id: "lps", client_secret: "s3cret", email_domains: ["demo.test"], default_role: "viewer" })],
      ["/__sandbox/organizations/{id}/sso", "put", () => call("put", "/__sandbox/organizations/org_demo/sso", null)],
      ["/__sandbox/state", "get", () => call("get", "/__sandbox/state")],
      ["/__sandbox/state", "put", async () => call("put", "/__sandbox/state", (await call("get", "/__sandbox/state")).json)],
      ["/__sandbox/reset", "post", () => call("post", "/__sandbox/reset")],
    ];
    for (const [path, method, run] of cases) {
      const answer = await run();
      expect(answer.status, `${method} ${path}`).toBe(200);
      expect(schemaErrors(path, method, 200, answer.json), `${method} ${path}`).toEqual([]);
    }
  });

  it("for refusals", async () => {
    const bad = await call("post", "/__sandbox/api-keys", { plan: "gold" });
    expect(schemaErrors("/__sandbox/api-keys", "post", 400, bad.json)).toEqual([]);
    const remote = await h.call("GET", "/__sandbox/clock", { key: null, ip: "203.0.113.1" });
    expect(schemaErrors("/__sandbox/clock", "get", 403, remote.json)).toEqual([]);
    const badTrigger = await call("post", "/__sandbox/trigger", { type: "lead.qualified", data: { score: -1 } });
    expect(schemaErrors("/__sandbox/trigger", "post", 400, badTrigger.json)).toEqual([]);
    const noLead = await call("post", "/__sandbox/leads/lead_0000000000000000/messages", { body: "Hello" });
    expect(schemaErrors("/__sandbox/leads/{lead_id}/messages", "post", 404, noLead.json)).toEqual([]);
    const noOrg = await call("post", "/__sandbox/api-keys", { organization_id: "org_nope" });
    expect(noOrg.json.errors[0].pointer).toBe("/organization_id");
    expect(schemaErrors("/__sandbox/api-keys", "post", 400, noOrg.json)).toEqual([]);
    const unknownOrg = await call("get", "/__sandbox/organizations/org_nope");
    expect(schemaErrors("/__sandbox/organizations/{id}", "get", 404, unknownOrg.json)).toEqual([]);
    const missing = await call("delete", "/__sandbox/api-keys/key_0000000000000000");
    expect(schemaErrors("/__sandbox/api-keys/{id}", "delete", 404, missing.json)).toEqual([]);
  });
});
