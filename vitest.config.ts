import { defineConfig } from "vitest/config";
import { sdkAliases } from "./packages/sdk/vitest.config";

// One run over every package; each project keeps its own config beside its code.
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
          testTimeout: 30_000,
        },
      },
    ],
  },
});
