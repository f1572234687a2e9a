import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// Issue 33 item 17: the ruleset's replacement for oas3-operation-security-defined checked scheme
// names against one list for all three contracts, so a file could name a scheme only another
// file declares. It now reads the linted document's own components.securitySchemes.

const root = fileURLToPath(new URL("../../", import.meta.url));
const fixture = "test/contract/fixtures/undeclared-security-scheme.yaml";

async function lint(file: string): Promise<{ code: string; path: string[]; message: string }[]> {
  const args = ["spectral", "lint", file, "--ruleset", ".spectral.yaml", "--format", "json", "--quiet"];
  // Spectral exits 1 when it reports errors; the report is on stdout either way.
  const { stdout } = await promisify(execFile)("npx", args, { cwd: root }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "[]" }));
  return JSON.parse(stdout || "[]") as { code: string; path: string[]; message: string }[];
}

describe("lps-security-scheme-defined", { timeout: 120_000 }, () => {
  it("reports each requirement naming a scheme the linted file does not declare", async () => {
    const found = (await lint(fixture)).filter((result) => result.code === "lps-security-scheme-defined");
    expect(found.map((result) => result.path.join("."))).toEqual([
      "paths./borrowed.get.security.0.oauth2",
      "paths./unknown.get.security.0.bogus",
    ]);
    expect(found[1]?.message).toBe("bogus is not a security scheme declared in this document's components.securitySchemes.");
  });
});
