import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// examples/contract-tests is what docs/testing.md tells a CI owner to copy: it must pass as
// written. Its node:test file runs here as `node --test` runs it; tsx resolves
// @lps/mock-server/testing to the sources through the root tsconfig's paths, so no build is
// needed. (Its vitest file is a project of the root vitest config.)
const root = fileURLToPath(new URL("../../../", import.meta.url));
const run = promisify(execFile);

describe("examples/contract-tests", () => {
  it("node-test.test.mjs passes under node --test", async () => {
    const result = await run(process.execPath, ["--import", "tsx", "--test", "--test-reporter=tap", "examples/contract-tests/node-test.test.mjs"], { cwd: root, timeout: 60_000 }).catch(
      (error: { stdout?: string; stderr?: string }) => ({ stdout: `${error.stdout ?? ""}${error.stderr ?? ""}`, failed: true }),
    );
    expect(result.stdout).toMatch(/^# pass 2$/m);
    expect(result.stdout, result.stdout).toMatch(/^# fail 0$/m);
  }, 60_000);
});
