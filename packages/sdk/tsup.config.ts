import { defineConfig } from "tsup";

// LPS_BUILD=server: the JavaScript the CLI bundles, without type declarations, for a first
// `npm start` (scripts/build-if-stale.mjs); it overwrites a full build's files, removing none.
const serverOnly = process.env.LPS_BUILD === "server";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    "oauth/index": "src/oauth/index.ts",
    "webhooks/index": "src/webhooks/index.ts",
    // Same API as webhooks/index, with node:crypto's HMAC; chosen by the `node` export condition.
    "webhooks/node": "src/webhooks/node.ts",
  },
  format: ["esm", "cjs"],
  dts: !serverOnly,
  clean: !serverOnly,
  sourcemap: false,
  treeshake: true,
  target: "es2022",
  platform: "neutral",
});
