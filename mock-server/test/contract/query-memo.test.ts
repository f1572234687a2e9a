import { describe, expect, it } from "vitest";
import { operationValidator } from "../../src/contract/operation-validator";
import { operations } from "../../src/contract/operations";

const listProperties = operations.find((operation) => operation.id === "listProperties")!;

describe("query validation, kept per query string", () => {
  it("gives every request with the same query string the same frozen answer", () => {
    const validator = operationValidator(listProperties);
    const first = validator.query("limit=20&min_price=100000");
    expect(first).toEqual({ ok: true, value: expect.objectContaining({ limit: 20, min_price: 100_000 }) });
    expect(validator.query("limit=20&min_price=100000")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    if (first.ok) expect(() => Object.assign(first.value, { limit: 1 })).toThrow(TypeError);
  });

  it("keeps refusals too, each with its field", () => {
    const validator = operationValidator(listProperties);
    const refused = validator.query("limit=abc");
    expect(refused.ok).toBe(false);
    expect(validator.query("limit=abc")).toBe(refused);
    if (!refused.ok) expect(refused.issues.map((issue) => issue.pointer)).toEqual(["/query/limit"]);
  });

  it("holds a bounded number of query strings, dropping the oldest first", () => {
    const validator = operationValidator(listProperties);
    const oldest = validator.query("limit=7");
    for (let i = 0; i < 256; i++) validator.query(`limit=${i % 100 + 1}&offset_marker=${i}`);
    const again = validator.query("limit=7");
    expect(again).toEqual(oldest);
    expect(again).not.toBe(oldest);
  });
});
