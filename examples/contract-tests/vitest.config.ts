import { defineConfig } from "vitest/config";

// Its own config, so the repository's (which lists the packages' projects) is not picked up.
// Within this repository the packages are linked, not installed, and vitest would transform
// their built files as source; installed from npm they are external anyway.
export default defineConfig({
  test: {
    include: ["*.test.ts"],
    testTimeout: 15_000,
    server: { deps: { external: [/\/mock-server\/dist\//, /\/packages\/sdk\/dist\//] } },
  },
});
