// The same kind of contract test with node:test, no test runner dependency in the helper.
import { after, afterEach, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer } from "@lps/mock-server/testing";

let lps;
before(async () => (lps = await startTestServer()));
beforeEach(() => lps.reset());
afterEach(() => lps.expectNoViolations());
after(() => lps.close());

test("lists properties with documented parameters only", async () => {
  const page = await lps.client().properties.list({ limit: 5, city: "Austin" });
  assert.ok(page.data.length <= 5);
});

test("a request the contract forbids fails the check, with a readable message", async () => {
  // An unknown query parameter is refused with 400, and journaled as a violation.
  const response = await fetch(`${lps.baseUrl}/properties?colour=blue`, { headers: { authorization: `Bearer ${lps.apiKey}` } });
  assert.equal(response.status, 400);
  await assert.rejects(lps.expectNoViolations(), (error) => {
    assert.equal(error.name, "AssertionError");
    assert.match(error.message, /GET \/v1\/properties\?colour=blue → 400/);
    assert.match(error.message, /\/query\/colour {2}is not a documented query parameter/);
    return true;
  });
  await lps.reset(); // this test broke the contract on purpose
});
