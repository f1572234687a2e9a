import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    "oauth/index": "src/oauth/index.ts",
    "webhooks/index": "src/webhooks/index.ts",
    // Same API as webhooks/index, with node:crypto's HMAC; chosen by the `node` export condition.
    "webhooks/node": "src/webhooks/node.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: false,
  treeshake: true,
  target: "es2022",
  platform: "neutral",
});
