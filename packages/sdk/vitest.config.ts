import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Shared with the root's `sdk-contract` project, which reruns the e2e suite through Prism.
export const sdkAliases = [
  { find: /^@lps\/sdk\/webhooks$/, replacement: src("./src/webhooks/node.ts") },
  { find: /^@lps\/sdk\/oauth$/, replacement: src("./src/oauth/index.ts") },
  { find: /^@lps\/sdk$/, replacement: src("./src/index.ts") },
  { find: /^@lps\/mock-server\/msw$/, replacement: src("../../mock-server/src/adapters/msw/index.ts") },
  { find: /^@lps\/mock-server$/, replacement: src("../../mock-server/src/index.ts") },
];

export default defineConfig({
  resolve: { alias: sdkAliases },
  test: {
    name: "sdk",
    include: ["test/**/*.test.ts"],
    setupFiles: ["../../test/setup-strict-responses.ts"],
  },
});
