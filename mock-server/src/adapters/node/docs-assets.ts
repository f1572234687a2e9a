/// <reference types="node" />
// The API reference's renderer files for GET /docs/assets/*, read from disk by the Node server.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { DocsAsset, DocsAssetReader } from "../../engine/engine-types";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

// The library (dist/) and the CLI bundle (dist/cli/) find the copies the build put in dist/docs;
// run from source, the files come from the swagger-ui-dist package itself.
function assetsDir(): string | undefined {
  const here = typeof __dirname === "string" ? __dirname : dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, "docs"), join(here, "..", "docs")]) {
    if (existsSync(join(candidate, "swagger-ui-bundle.js"))) return candidate;
  }
  try {
    return dirname(createRequire(join(here, "noop.js")).resolve("swagger-ui-dist/package.json"));
  } catch {
    return undefined;
  }
}

let dir: string | undefined | null = null;
const cache = new Map<string, DocsAsset>();

/** Reads one of the renderer's files, or undefined when the package ships none. */
export const readDocsAsset: DocsAssetReader = async (name) => {
  if (dir === null) dir = assetsDir();
  if (!dir) return undefined;
  const type = CONTENT_TYPES[name.slice(name.lastIndexOf("."))];
  if (!type) return undefined;
  const cached = cache.get(name);
  if (cached) return cached;
  const body = await readFile(join(dir, name)).catch(() => undefined);
  if (!body) return undefined;
  const asset = { body: new Uint8Array(body), contentType: type };
  cache.set(name, asset);
  return asset;
};
