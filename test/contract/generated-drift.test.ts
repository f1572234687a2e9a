import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoFile } from "./contract-loader";

const GENERATED = [
  "packages/sdk/src/generated/openapi.ts",
  "packages/sdk/src/generated/oauth.ts",
  "mock-server/src/contract/generated/contract.ts",
  "mock-server/src/contract/generated/openapi-text.ts",
  "mock-server/src/contract/generated/openapi-lines.ts",
  "mock-server/src/contract/generated/identity.ts",
  "mock-server/src/contract/generated/sandbox.ts",
  "mock-server/src/contract/generated/sandbox-contract.ts",
];

const check = (cwd: string) => {
  try {
    execFileSync(process.execPath, ["scripts/generate-types.mjs", "--check"], { cwd, stdio: "pipe" });
    return { ok: true, out: "" };
  } catch (e: any) {
    return { ok: false, out: String(e.stderr) };
  }
};

describe("generated files", () => {
  it("match openapi.yaml, oauth.yaml and identity.yaml", () => {
    const result = check(repoFile(""));
    expect(result.out).toBe("");
    expect(result.ok).toBe(true);
  }, 60_000);

  it("are reported as drifted when the contract changes without regenerating", () => {
    // A scratch copy of the inputs, so the real tree is never touched.
    const dir = mkdtempSync(join(tmpdir(), "lps-drift-"));
    try {
      for (const f of ["scripts/generate-types.mjs", "scripts/runtime-contract.mjs", "mock-server/sandbox.yaml", ...GENERATED]) {
        mkdirSync(dirname(join(dir, f)), { recursive: true });
        copyFileSync(repoFile(f), join(dir, f));
      }
      execFileSync("ln", ["-s", repoFile("node_modules"), join(dir, "node_modules")]);
      copyFileSync(repoFile("oauth.yaml"), join(dir, "oauth.yaml"));
      copyFileSync(repoFile("identity.yaml"), join(dir, "identity.yaml"));
      const edited = readFileSync(repoFile("openapi.yaml"), "utf8").replace(
        "      enum: [sms, email, chat]",
        "      enum: [sms, email, chat, whatsapp]",
      ).replace("openapi: 3.1.0\n", "openapi: 3.1.0\n# A comment moves every line below it.\n");
      expect(edited).not.toBe(readFileSync(repoFile("openapi.yaml"), "utf8"));
      writeFileSync(join(dir, "openapi.yaml"), edited);
      const result = check(dir);
      expect(result.ok).toBe(false);
      expect(result.out).toMatch(/drift: packages\/sdk\/src\/generated\/openapi\.ts/);
      expect(result.out).toMatch(/drift: mock-server\/src\/contract\/generated\/contract\.ts/);
      expect(result.out).toMatch(/drift: mock-server\/src\/contract\/generated\/openapi-text\.ts/);
      expect(result.out).toMatch(/drift: mock-server\/src\/contract\/generated\/openapi-lines\.ts/);
      // sandbox.yaml's types include the API schemas it references.
      expect(result.out).toMatch(/drift: mock-server\/src\/contract\/generated\/sandbox\.ts/);
      expect(result.out).not.toMatch(/sandbox-contract\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
