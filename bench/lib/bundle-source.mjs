// Benchmarks that run the engine in their own process load it from source, bundled with esbuild
// into one ES module (the SDK's webhook code from its source too), so no build step comes first.
import { join } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Bundles `contents` (a module of re-exports, paths from the repository root) and imports it. */
export async function importFromSource(contents, name) {
  const outfile = join(tmpdir(), `lps-bench-${name}-${process.pid}.mjs`);
  await build({
    stdin: { contents, resolveDir: root, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    alias: { "@lps/sdk/webhooks": join(root, "packages/sdk/src/webhooks/index.ts") },
    // Aliased: the bundled code may import createRequire itself.
    banner: { js: 'import { createRequire as __benchCreateRequire } from "node:module"; const require = __benchCreateRequire(import.meta.url);' },
    logLevel: "warning",
  });
  return import(outfile);
}
