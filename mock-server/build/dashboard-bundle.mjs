#!/usr/bin/env node
// The dashboard's browser script: its TypeScript modules (src/dashboard/browser) bundled into the
// one classic script the page loads under its nonce. The package build writes it to
// dist/dashboard/dashboard.js; run from source, the Node server bundles it with this same function
// on the first request (src/dashboard/script-file.ts), so tests never serve a stale copy.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const pkg = fileURLToPath(new URL("..", import.meta.url));
const BROWSER = join(pkg, "src/dashboard/browser");

/** Where the package build puts the script, relative to the package. */
export const DASHBOARD_SCRIPT_FILE = "dist/dashboard/dashboard.js";

/** esbuild's options for the script: one IIFE, no imports, nothing fetched at run time. */
export function dashboardBuildOptions() {
  return {
    entryPoints: [join(BROWSER, "main.ts")],
    tsconfig: join(BROWSER, "tsconfig.json"),
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    charset: "utf8",
    legalComments: "none",
    logLevel: "silent",
  };
}

/** The bundled script's text. */
export async function bundleDashboard() {
  const result = await build(dashboardBuildOptions());
  return result.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = join(pkg, DASHBOARD_SCRIPT_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await bundleDashboard());
}
