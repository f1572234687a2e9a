import { dirname, resolve } from "node:path";
import type { Plugin } from "esbuild";

// Plugins for the `lps-mock` CLI bundle only. Its start time is mostly V8 compiling the bundle,
// so code the CLI can never run is left out. The library builds keep every import as is.

/**
 * zod re-exports all its locales (`z.locales`, about 370 KB); the server's messages are
 * English, so the CLI bundle carries `en` alone.
 */
export const zodEnglishOnly: Plugin = {
  name: "zod-english-only",
  setup(build) {
    build.onResolve({ filter: /[\\/]locales[\\/]index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: resolve(args.resolveDir, args.path), namespace: "zod-en" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-en" }, (args) => ({
      contents: 'export { default as en } from "./en.js";',
      resolveDir: dirname(args.path),
      loader: "js",
    }));
  },
};
