import { describe, expect, it } from "vitest";
import { loadDoc, mediaTypes, validatorFor } from "./contract-loader";

// Every request, response and event in both contracts carries a realistic example, and every
// example validates against its own schema, so docs and mocks built from them are never wrong.
for (const file of ["openapi.yaml", "oauth.yaml", "identity.yaml"]) {
  describe(`${file} examples`, () => {
    const doc = loadDoc(file);
    const validate = validatorFor(doc, file);
    const media = mediaTypes(doc);

    it("finds the media types to check", () => {
      expect(media.length).toBeGreaterThan(file === "openapi.yaml" ? 40 : 8);
    });

    it.each(media.map((m) => [m.where, m] as const))("%s has a valid example", (_where, m) => {
      expect(m.examples.length, "no example").toBeGreaterThan(0);
      for (const example of m.examples) expect(validate(m.schemaPointer, example)).toEqual([]);
    });
  });
}

describe("the example check can fail", () => {
  const doc = loadDoc("openapi.yaml");
  const validate = validatorFor(doc, "openapi.yaml");
  const leadCreate = mediaTypes(doc).find((m) => m.where === "POST /leads request application/json")!;

  it("rejects a lead without an email and with a non-E.164 phone", () => {
    const bad = { name: "A", phone: "555-0100", preferences: { property_type: "residential", price_range: { min: 1, max: 2 } } };
    const errors = validate(leadCreate.schemaPointer, bad);
    expect(errors.join("\n")).toMatch(/email/);
    expect(errors.join("\n")).toMatch(/phone/);
  });

  it("rejects an event whose type does not match its data", () => {
    const event = { id: "evt_12345678", type: "message.received", created: "2026-11-22T09:00:00Z", version: "2026-11-01", data: { lead_id: "lead_12345678", score: 80, qualification_type: "hot", triggers: [] } };
    expect(validate("/components/schemas/Event", event)).not.toEqual([]);
  });

  it("rejects a timestamp that is not UTC", () => {
    expect(validate("/components/schemas/Timestamp", "2026-11-22T09:00:00+01:00")).not.toEqual([]);
  });
});
