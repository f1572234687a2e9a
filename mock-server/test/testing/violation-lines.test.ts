import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestSurface, violationReport } from "../../src/adapters/testing";

// Rule lines read "line 1937 of /openapi.yaml": a path on the server, not a file to open.
let lps: TestSurface;
beforeAll(async () => {
  lps = await startTestServer();
});
afterAll(() => lps.close());

async function violatingEntries() {
  await lps.reset();
  await fetch(`${lps.baseUrl}/leads`, {
    method: "POST",
    headers: { authorization: `Bearer ${lps.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Ada", email: 42, preferences: { property_type: "residential", price_range: { min: 1, max: 2 } } }),
  });
  return lps.requests({ has_violations: true });
}

describe("the rule line of a violation", () => {
  it("names the installed openapi.yaml as path:line, and that line states the rule", async () => {
    const error = await lps.expectNoViolations().then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error).toBeUndefined();
    await violatingEntries();
    const message = await lps.expectNoViolations().then(
      () => "",
      (e: Error) => e.message,
    );
    const [, file, line] = /rule: +openapi\.yaml#\/components\/schemas\/LeadCreate\/properties\/email \((.+):(\d+)\)/.exec(message) ?? [];
    expect(file, message).toBeDefined();
    expect(existsSync(file!)).toBe(true);
    expect(readFileSync(file!, "utf8").split("\n")[Number(line) - 1]).toMatch(/^\s+email:/);
    expect(message).not.toContain("of /openapi.yaml");
    await lps.reset();
  });

  it("names a server's /openapi.yaml with a line anchor when given its URL, for an external journal", async () => {
    const entries = await violatingEntries();
    const report = violationReport(entries, { contract: `${lps.url}/openapi.yaml` });
    expect(report).toMatch(new RegExp(`\\(${lps.url.replace(/[.]/g, "\\.")}/openapi\\.yaml#L\\d+\\)`));
    await lps.reset();
  });
});
