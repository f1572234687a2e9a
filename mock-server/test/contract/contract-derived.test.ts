import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SCOPES } from "../../src/domain/plans";
import { operations } from "../../src/contract/operations";
import { operationValidator } from "../../src/contract/operation-validator";
import { componentValidator } from "../../src/contract/schema-validator";
import { contract } from "../../src/contract/generated/contract";
import { auditAction } from "../../src/api/audit";
import { readFileSync } from "node:fs";

describe("what the engine derives from the contract", () => {
  it("reads every operation with its method, path, scopes, parameters and body", () => {
    expect(operations.length).toBe(16);
    const createLead = operations.find((o) => o.id === "createLead")!;
    expect(createLead).toMatchObject({ method: "POST", path: "/leads", routePath: "/leads", scopes: { apiKey: ["leads.write"], oauth2: ["leads.write"] } });
    expect(createLead.body?.required).toBe(true);
    expect(createLead.parameters.map((p) => p.name)).toEqual(["Idempotency-Key"]);
    const redeliver = operations.find((o) => o.id === "redeliverWebhookDelivery")!;
    expect(redeliver.routePath).toBe("/webhooks/:webhook_id/deliveries/:delivery_id/redeliver");
    for (const operation of operations) expect(operation.scopes.apiKey?.length, operation.id).toBe(1);
  });

  it("takes the five scopes from the contract's OAuth flow", () => {
    expect([...SCOPES].sort()).toEqual(["analytics.read", "leads.read", "leads.write", "properties.read", "properties.write"]);
  });

  it("uses only the problem codes the contract lists", () => {
    // The list is prose for people: in the file, not in the runtime contract.
    const file = parse(readFileSync(new URL("../../../openapi.yaml", import.meta.url), "utf8")) as { components: { schemas: { Problem: { properties: { code: { description: string } } } } } };
    const listed = new Set(file.components.schemas.Problem.properties.code.description.match(/`([a-z_]+)`/g)!.map((c) => c.slice(1, -1)));
    const source = readFileSync(new URL("../../src/api/problem.ts", import.meta.url), "utf8");
    const used = [...source.slice(0, source.indexOf("const TITLES")).matchAll(/"([a-z_]+)"/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((code) => !listed.has(code))).toEqual([]);
  });

  it("applies the contract's defaults and formats", () => {
    expect(componentValidator("WebhookSecretRotation")({})).toEqual({ ok: true, value: { overlap_seconds: 86400 } });
    const event = componentValidator("Event");
    expect(event({ id: "evt_12345678", type: "lead.qualified", created: "2026-11-22T09:31:00Z", version: "2026-11-01", data: {} }).ok).toBe(false);
  });

  it("builds every component's validator from the components it reaches, and every operation's", () => {
    // Each conversion is handed only the components its references reach; one left out would
    // make fromJSONSchema fail to resolve a reference here.
    for (const name of Object.keys(contract.components.schemas)) expect(() => componentValidator(name), name).not.toThrow();
    for (const operation of operations) {
      const validator = operationValidator(operation);
      expect(() => [validator.query(""), validator.headers(() => undefined), validator.body(undefined)], operation.id).not.toThrow();
    }
    const lead = componentValidator("LeadCreate");
    expect(lead({ name: "Ada", email: "ada@example.com", preferences: { property_type: "residential", price_range: { min: 1, max: 2 } } }).ok).toBe(true);
    expect(lead({ name: "Ada", email: "ada@example.com", preferences: { property_type: "castle", price_range: { min: 1, max: 2 } } }).ok).toBe(false);
  });

  it("names audit actions after operations", () => {
    expect(auditAction("createLead")).toBe("lead.create");
    expect(auditAction("rotateWebhookSecret")).toBe("webhook_secret.rotate");
  });
});
