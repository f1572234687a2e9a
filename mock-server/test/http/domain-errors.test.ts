// Services throw domain errors and know nothing of HTTP; http/problem.ts alone maps them.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DomainError, type DomainErrorCode, invalid, notFound } from "../../src/domain/domain-error";
import { ProblemError, problemOf, validationProblem } from "../../src/api/problem";

describe("domain errors", () => {
  it.each<[DomainErrorCode, number]>([
    ["not_found", 404],
    ["unknown_city", 404],
    ["validation_failed", 400],
    ["webhook_disabled", 409],
  ])("%s is answered %i with the same code and detail", (code, status) => {
    const problem = problemOf(new DomainError(code, "Why it was refused."));
    expect(problem).toBeInstanceOf(ProblemError);
    expect({ status: problem?.status, code: problem?.code, detail: problem?.detail }).toEqual({ status, code, detail: "Why it was refused." });
  });

  it("passes on the facts a client needs, under the contract's names", () => {
    expect(problemOf(invalid([{ pointer: "/url", message: "must be https" }]))?.extensions).toEqual({
      errors: [{ pointer: "/url", message: "must be https" }],
    });
    const city = new DomainError("unknown_city", "No listings are stored for the city atlantis.", { knownCities: ["austin"] });
    expect(problemOf(city)?.extensions).toEqual({ known_cities: ["austin"] });
    expect(problemOf(notFound("lead", "lead_1"))?.detail).toBe("No lead has the id lead_1.");
  });

  it("names the refused fields in the detail, which an SDK error's message carries", () => {
    const email = { pointer: "/email", message: "must be a valid email address" };
    const range = { pointer: "/preferences/price_range", message: "min must not exceed max" };
    expect(validationProblem([email]).detail).toBe("1 field is invalid: /email must be a valid email address.");
    expect(problemOf(invalid([email, range]))?.detail).toBe("2 fields are invalid: /email must be a valid email address; /preferences/price_range min must not exceed max.");
    // An empty pointer is the whole body (RFC 6901), not a field named "/".
    expect(validationProblem([{ pointer: "", message: "must be an object" }]).detail).toBe("1 field is invalid: the body must be an object.");
    const many = Array.from({ length: 150 }, (_, i) => ({ pointer: `/x${i}`, message: "is not a documented field" }));
    expect(validationProblem(many).detail).toBe(
      "150 fields are invalid: /x0 is not a documented field; /x1 is not a documented field; /x2 is not a documented field; /x3 is not a documented field; /x4 is not a documented field; and 145 more. The first 100 are listed.",
    );
  });

  // "2 fields are invalid: /email is required, and 1 more." hid the typo /emial behind "1 more".
  it("names an undocumented field first, in the detail and the list: usually the typo", () => {
    const missing = { pointer: "/email", message: "is required" };
    const typo = { pointer: "/emial", message: "is not a documented field" };
    const problem = validationProblem([missing, typo]);
    expect(problem.detail).toBe("2 fields are invalid: /emial is not a documented field; /email is required.");
    expect((problem.extensions as { errors: unknown[] }).errors).toEqual([typo, missing]);
  });

  it("keeps a ProblemError as it is and gives nothing for any other error (a bug: 500)", () => {
    const own = new ProblemError(429, "rate_limit_exceeded", "Slow down.");
    expect(problemOf(own)).toBe(own);
    expect(problemOf(new TypeError("a bug"))).toBeUndefined();
    expect(problemOf("not even an error")).toBeUndefined();
  });

  it("is what services throw: none of them imports the HTTP layer", () => {
    const dir = new URL("../../src/services/", import.meta.url);
    const offending = readdirSync(dir).filter((file) => /from "\.\.\/http\//.test(readFileSync(new URL(file, dir), "utf8")));
    expect(offending).toEqual([]);
  });
});
