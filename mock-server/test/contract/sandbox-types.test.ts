import { describe, expect, it } from "vitest";
import type { components } from "../../src/generated/sandbox";
import type { FaultRule } from "../../src/http/fault-rules";
import type { JournalEntry, Violation } from "../../src/journal/journal-types";
import type { AuditEntry } from "../../src/store/audit-trail";

type Documented = components["schemas"];

/** Compiles only where every `A` is a `B`. */
const assignable = <A extends B, B>(): true => true;

// The engine's own types for what the sandbox answers are richer than sandbox.yaml's generated
// ones (a query's values are strings, not unknown), so they are kept; what they describe must
// still be what the contract documents. `npm test` type-checks this file: a field renamed,
// dropped or retyped on either side fails it. (A state snapshot is checked against
// StateSnapshot at run time instead: the engine types its scopes as plain strings.)
describe("the engine's sandbox types", () => {
  it("answer as sandbox.yaml documents", () => {
    expect(assignable<FaultRule, Documented["Fault"]>()).toBe(true);
    expect(assignable<AuditEntry, Documented["AuditEntry"]>()).toBe(true);
    expect(assignable<JournalEntry, Documented["RequestLogEntry"]>()).toBe(true);
    expect(assignable<Violation, Documented["ContractViolation"]>()).toBe(true);
  });

  it("need nothing the documented fields do not carry", () => {
    expect(assignable<Documented["Fault"], FaultRule>()).toBe(true);
    expect(assignable<Documented["AuditEntry"], AuditEntry>()).toBe(true);
    expect(assignable<Documented["ContractViolation"], Violation>()).toBe(true);
  });
});
