import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { incomingHeader } from "../../src/adapters/node/incoming-header";

// Field names and values as Node's parser hands them over: tokens, and values without
// surrounding whitespace (the parser strips it) or control characters.
const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,6}$/);
const value = fc.stringMatching(/^[!-~]([ -~]{0,8}[!-~])?$/);

describe("incomingHeader (the Node adapter's header lookup)", () => {
  it("answers as Request#headers.get would, for any case and any repeats", () => {
    const fields = fc.array(fc.tuple(fc.oneof(name, fc.constantFrom("Authorization", "authorization", "AUTHORIZATION")), value), { maxLength: 8 });
    fc.assert(
      fc.property(fields, name, (pairs, asked) => {
        const headers = new Headers(pairs);
        for (const wanted of [asked, "authorization", ...pairs.map(([field]) => field)]) {
          const lower = wanted.toLowerCase();
          expect(incomingHeader({ rawHeaders: pairs.flat() }, lower)).toBe(headers.get(lower) ?? undefined);
        }
      }),
      { seed: 20261122, numRuns: 1_000 },
    );
  });

  it("never mistakes a name that only shares a prefix or a length", () => {
    const raw = ["Authorizations", "x", "Authorizatio", "y", "Authorizatioo", "z"];
    expect(incomingHeader({ rawHeaders: raw }, "authorization")).toBeUndefined();
  });
});
