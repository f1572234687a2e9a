import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toJsonBody } from "../../src/api/json-body";

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
// Full Unicode, lone surrogates included: JSON.stringify escapes those, and the count must agree.
const text = fc.oneof(
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.constantFrom("\ud83c", "x\udfe0y", "\ud83c\udfe0\ud83c"),
);
const record = fc.record({ id: fc.string(), note: text, n: fc.integer() });

describe("toJsonBody", () => {
  it("writes a page as the JSON of the page, with its exact UTF-8 length", () => {
    const page = fc.record({
      data: fc.array(record, { maxLength: 6 }),
      has_more: fc.boolean(),
      next_cursor: fc.option(fc.string(), { nil: null }),
    });
    fc.assert(
      fc.property(page, (value) => {
        const body = toJsonBody(value);
        expect(JSON.parse(body.text)).toEqual(value);
        expect(body.bytes).toBe(utf8Bytes(body.text));
      }),
      { seed: 20261122, numRuns: 2_000 },
    );
  });

  it("counts other results the same way", () => {
    fc.assert(
      fc.property(fc.oneof(record, text, fc.jsonValue()), (value) => {
        const body = toJsonBody(value);
        expect(body.text).toBe(JSON.stringify(value));
        expect(body.bytes).toBe(utf8Bytes(body.text));
      }),
      { seed: 20261122, numRuns: 2_000 },
    );
  });

  it("serves a record's cached JSON only while the record is the same object", () => {
    const first = { id: "r1", note: "a" };
    expect(toJsonBody({ data: [first], has_more: false, next_cursor: null }).text).toContain('"a"');
    const replaced = { ...first, note: "b" };
    expect(toJsonBody({ data: [replaced], has_more: false, next_cursor: null }).text).toContain('"b"');
  });
});
