/// <reference types="node" />
// The dashboard's browser script for GET /dashboard/assets/dashboard.js, read from disk by the
// Node server. The rest of the dashboard uses Web-standard APIs only; this file is the one the
// Node server alone imports, so the engine and the MSW handlers never carry the bundle.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { DashboardScriptReader } from "./index";

const BUNDLE = join("dashboard", "dashboard.js");

function here(): string {
  return typeof __dirname === "string" ? __dirname : dirname(fileURLToPath(import.meta.url));
}

async function load(): Promise<string | undefined> {
  const dir = here();
  // The library (dist/) and the CLI bundle (dist/cli/) find the file the package build wrote.
  for (const candidate of [join(dir, BUNDLE), join(dir, "..", BUNDLE)]) {
    if (existsSync(candidate)) return readFile(candidate, "utf8");
  }
  // Run from source (tests, `tsx`): bundle the browser modules now, with the build's own function.
  // The path is computed so that no bundler of this file follows it; the package ships no build/.
  const builder = join(dir, "..", "..", "build", "dashboard-bundle.mjs");
  if (!existsSync(join(dir, "browser", "main.ts")) || !existsSync(builder)) return undefined;
  const { bundleDashboard } = (await import(pathToFileURL(builder).href)) as { bundleDashboard: () => Promise<string> };
  return bundleDashboard();
}

let script: Promise<string | undefined> | undefined;

/** The script, read (or bundled) once per process; a failed attempt is retried on the next request. */
export const readDashboardScript: DashboardScriptReader = () => {
  script ??= load().catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return script;
};
