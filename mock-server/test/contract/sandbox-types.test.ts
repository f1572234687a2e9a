import { describe, expect, it } from "vitest";
import type { components } from "../../src/contract/generated/sandbox";
import type { JournalEntry, Violation } from "../../src/journal/journal-types";

type Documented = components["schemas"];

/** Compiles only where every `A` is a `B`. */
const assignable = <A extends B, B>(): true => true;

// Faults, audit entries and violations are typed by sandbox.yaml itself. A journal entry's types
// are public (@lps/mock-server/testing) and stay written out, with their docs: an entry is richer
// than the generated type (a query's values are strings, not unknown); what they describe must
// still be what the contract documents. `npm test` type-checks this file: a field renamed,
// dropped or retyped on either side fails it.
describe("the journal's types", () => {
  it("are what sandbox.yaml documents of GET /__sandbox/requests", () => {
    expect(assignable<JournalEntry, Documented["RequestLogEntry"]>()).toBe(true);
    expect(assignable<Violation, Documented["ContractViolation"]>()).toBe(true);
    expect(assignable<Documented["ContractViolation"], Violation>()).toBe(true);
  });
});
