#!/usr/bin/env node
// Run after each package's build: copies into the package what it ships but does not own.
// openapi.yaml stays a single file at the repository root (the source of truth); each tarball
// carries a copy. The mock server also ships the API reference renderer (Swagger UI) for /docs.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = resolve(process.argv[2] ?? ".");

copyFileSync(join(root, "openapi.yaml"), join(pkg, "openapi.yaml"));

if (process.argv.includes("--docs-renderer")) {
  const from = dirname(createRequire(join(pkg, "package.json")).resolve("swagger-ui-dist/package.json"));
  const to = join(pkg, "dist/docs");
  mkdirSync(to, { recursive: true });
  for (const name of ["swagger-ui-bundle.js", "swagger-ui.css", "LICENSE", "NOTICE"]) copyFileSync(join(from, name), join(to, name));
}
