import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contract } from "../../src/contract/generated/contract";
import { BODY_LIMIT } from "../../src/journal/journal-entry";
import { type Harness, harness, leadInput, propertyInput } from "../http/harness";

// Bodies just over the journal's 64 KB: shown cut and marked, while the contract check reads the
// whole answer (a cut answer once read as invalid JSON, a false response violation).
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract as object, "https://lps.test/openapi.yaml");
ajv.addSchema(parse(readFileSync(new URL("../../sandbox.yaml", import.meta.url), "utf8")), "https://lps.test/mock-server/sandbox.yaml");
const validEntry = ajv.compile({ $ref: "https://lps.test/mock-server/sandbox.yaml#/components/schemas/RequestLogEntry" });

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.engine.close());

async function entryOf(requestId: string | null) {
  const { status, json } = await h.call("GET", `/__sandbox/requests/${requestId}`, { key: null });
  expect(status).toBe(200);
  expect(validEntry(json), JSON.stringify(validEntry.errors)).toBe(true);
  return json;
}

describe("journal bodies past 64 KB", () => {
  it("cut an answer just over the limit for display, and check it whole against the contract", async () => {
    // 48 listings of about 1.4 KB: a page a little over 64 KB.
    const properties = Array.from({ length: 48 }, (_, i) => propertyInput({ description: `Listing ${i}: ${"bright rooms, ".repeat(70)}` }));
    expect((await h.call("POST", "/__sandbox/seed", { key: null, body: { properties } })).status).toBe(200);
    // The harness throws on any response violation the journal finds in this answer.
    const page = await h.call("GET", "/v1/properties?limit=48");
    expect(page.status).toBe(200);
    expect(page.text.length).toBeGreaterThan(BODY_LIMIT);
    expect(page.text.length).toBeLessThan(BODY_LIMIT + 4096);

    const entry = await entryOf(page.headers.get("x-request-id"));
    expect(entry.answer.body_truncated).toBe(true);
    expect(entry.answer.body).toBe(page.text.slice(0, BODY_LIMIT));
    expect(entry.violations).toEqual([]);
  });

  it("cut a request body just over the limit, and leave one at the limit whole", async () => {
    const sized = (length: number) => {
      const body = JSON.stringify(leadInput({ notes: "" }));
      return `${body.slice(0, -2)}${"n".repeat(length - body.length)}"}`;
    };
    const over = await h.call("POST", "/v1/leads", { rawBody: sized(BODY_LIMIT + 1), headers: { "content-type": "application/json" } });
    const overEntry = await entryOf(over.headers.get("x-request-id"));
    expect(overEntry.request.body_truncated).toBe(true);
    expect(overEntry.request.body).toHaveLength(BODY_LIMIT);

    const at = await h.call("POST", "/v1/leads", { rawBody: sized(BODY_LIMIT), headers: { "content-type": "application/json" } });
    const atEntry = await entryOf(at.headers.get("x-request-id"));
    expect(atEntry.request.body_truncated).toBeUndefined();
    expect(atEntry.request.body.notes).toHaveLength(BODY_LIMIT - JSON.stringify(leadInput({ notes: "" })).length);
  });
});
