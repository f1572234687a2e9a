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

/**
 * @hono/node-server imports node:http2 only for `instanceof Http2ServerRequest` checks; the CLI
 * serves HTTP/1.1, so a class no request is an instance of keeps those checks false without
 * loading http2 (and tls) at start.
 */
export const withoutHttp2: Plugin = {
  name: "without-http2",
  setup(build) {
    build.onResolve({ filter: /^(node:)?http2$/ }, () => ({ path: "http2", namespace: "no-http2" }));
    build.onLoad({ filter: /.*/, namespace: "no-http2" }, () => ({
      contents: "export class Http2ServerRequest {}\nexport const constants = { NGHTTP2_NO_ERROR: 0 };",
      loader: "js",
    }));
  },
};
