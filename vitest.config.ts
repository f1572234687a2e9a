import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { sdkAliases } from "./packages/sdk/vitest.config";

const testingEntry = fileURLToPath(new URL("./mock-server/src/adapters/testing/index.ts", import.meta.url));

// One run over every package; each project keeps its own config beside its code.

// Every server the run starts (in process, MSW, CLI children, which inherit the environment)
// answers 500 response_contract_violation instead of an answer that breaks openapi.yaml: the
// suite asserts zero response violations over its whole run (docs/testing.md).
process.env.LPS_MOCK_STRICT_RESPONSES ??= "1";
export default defineConfig({
  test: {
    projects: [
      "packages/sdk",
      "mock-server",
      "test",
      {
        // The SDK's end-to-end suite again, through Prism's validating proxy (issue: contract test).
        resolve: { alias: sdkAliases },
        test: {
          name: "sdk-contract",
          root: "./packages/sdk",
          include: ["test/e2e/**/*.test.ts"],
          exclude: ["test/e2e/msw.e2e.test.ts"],
          env: { LPS_CONTRACT: "prism" },
          setupFiles: ["../../test/setup-strict-responses.ts"],
          testTimeout: 30_000,
        },
      },
      {
        // examples/contract-tests' vitest file as written, on the sources: its own config takes the
        // built packages, as an install does. (mock-server/test/testing runs its node:test file.)
        resolve: { alias: [{ find: /^@lps\/mock-server\/testing$/, replacement: testingEntry }, ...sdkAliases] },
        test: {
          name: "example-contract-tests",
          root: "./examples/contract-tests",
          include: ["vitest.contract.test.ts"],
          setupFiles: ["../../test/setup-strict-responses.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
