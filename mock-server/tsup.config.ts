import { defineConfig, type Options } from "tsup";

// The library entries keep their dependencies as imports so apps dedupe them (and MSW stays the
// app's own). The CLI bundles them: one file compiles far faster than hundreds of ESM modules,
// which is most of `lps-mock`'s start time.
const external = ["@lps/sdk", "@noble/hashes", "hono", "valibot", "jose", "msw", "@peculiar/x509", "reflect-metadata"];
// Certificates are issued once per TLS folder: the CLI loads their library from node_modules
// only then, instead of carrying it in the bundle every start compiles.
const issuedRarely = ["@peculiar/x509", "reflect-metadata"];

// LPS_BUILD=server builds only what `lps-mock` runs, the CLI: what a first `npm start` waits for
// (scripts/build-if-stale.mjs). Every other build, `npm test`'s and `npm pack`'s, builds all.
const serverOnly = process.env.LPS_BUILD === "server";

const configs: Options[] = [
  {
    entry: {
      index: "src/index.ts",
      "msw/index": "src/adapters/msw/index.ts",
      // What a browser bundler resolves for `@lps/mock-server/msw` (the `browser` condition).
      "msw/browser": "src/adapters/msw/browser.ts",
      "testing/index": "src/adapters/testing/index.ts",
    },
    format: ["esm", "cjs"],
    dts: true,
    clean: true,
    sourcemap: false,
    treeshake: true,
    target: "es2022",
    platform: "node",
    external,
  },
  {
    // The CLI program as one CommonJS file, which Node's compile cache keeps whole (bin.ts).
    entry: { "cli/lps-mock": "src/cli/lps-mock.ts" },
    format: ["cjs"],
    outExtension: () => ({ js: ".cjs" }),
    sourcemap: false,
    treeshake: true,
    target: "node20",
    platform: "node",
    noExternal: [/^(?!@peculiar\/x509$|reflect-metadata$)/],
    external: issuedRarely,
    // Whitespace and syntax only: less for V8 to scan when a start compiles the bundle (Node 20,
    // or the first start after a build), and stack traces keep their names.
    minifyWhitespace: true,
    minifySyntax: true,
  },
  {
    // `lps-mock` itself: the launcher that enables the compile cache and loads the program.
    entry: { "cli/bin": "src/cli/bin.ts" },
    format: ["cjs"],
    outExtension: () => ({ js: ".cjs" }),
    banner: { js: "#!/usr/bin/env node" },
    sourcemap: false,
    target: "node20",
    platform: "node",
  },
];

export default defineConfig(serverOnly ? configs.slice(1) : configs);
