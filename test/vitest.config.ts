import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "repo",
    include: ["**/*.test.ts"],
    setupFiles: ["./setup-strict-responses.ts"],
  },
});
