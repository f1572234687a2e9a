import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@lps\/sdk\/webhooks$/, replacement: src("../packages/sdk/src/webhooks/index.ts") },
      { find: /^@lps\/sdk\/oauth$/, replacement: src("../packages/sdk/src/oauth/index.ts") },
      { find: /^@lps\/sdk$/, replacement: src("../packages/sdk/src/index.ts") },
    ],
  },
  test: {
    name: "mock-server",
    include: ["test/**/*.test.ts"],
    setupFiles: ["../test/setup-strict-responses.ts"],
  },
});
