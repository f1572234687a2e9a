import { expect } from "vitest";
import type { JournalEntry } from "../../src/journal/journal-types";

/** A client that breaks the contract five ways; each call is one request. */
export async function driveWrongClient(call: typeof fetch, baseUrl: string, apiKey: string): Promise<void> {
  const auth = { authorization: `Bearer ${apiKey}` };
  const json = { ...auth, "content-type": "application/json" };
  // Unknown query parameter (refused with 400, and journaled with the contract's rule).
  await call(`${baseUrl}/properties?limit=2&colour=blue`, { headers: auth });
  // Wrong type.
  await call(`${baseUrl}/properties?min_price=cheap`, { headers: auth });
  // Missing required field.
  await call(`${baseUrl}/leads`, { method: "POST", headers: json, body: JSON.stringify({ email: "ada@example.com", preferences: {} }) });
  // Undocumented path.
  await call(`${baseUrl}/listings`, { headers: auth });
  // Wrong content type.
  await call(`${baseUrl}/leads`, { method: "POST", headers: { ...auth, "content-type": "text/plain" }, body: "name=Ada" });
}

/** The violations the wrong client must leave in the journal, by path and pointer. */
export function expectWrongClientViolations(entries: readonly JournalEntry[]): void {
  const found = entries.flatMap((e) => e.violations.map((v) => `${e.method} ${e.path} ${v.where} ${v.pointer}`));
  expect(found).toEqual(
    expect.arrayContaining([
      "GET /v1/properties request /query/colour",
      "GET /v1/properties request /query/min_price",
      "POST /v1/leads request /body/name",
      "GET /v1/listings request ",
      "POST /v1/leads request /headers/content-type",
    ]),
  );
  expect(entries.flatMap((e) => e.violations).filter((v) => v.where === "response")).toEqual([]);
  const unknownParameter = entries.find((e) => e.request.query.colour === "blue");
  expect(unknownParameter?.status).toBe(400);
  expect(unknownParameter?.violations[0]).toMatchObject({ message: "is not a documented query parameter", rule: "openapi.yaml#/paths/~1properties/get/parameters" });
}
