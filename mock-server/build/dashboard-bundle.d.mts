import type { BuildOptions } from "esbuild";

/** Where the package build puts the script, relative to the package. */
export const DASHBOARD_SCRIPT_FILE: string;
/** esbuild's options for the script: one IIFE, no imports, nothing fetched at run time. */
export function dashboardBuildOptions(): BuildOptions & { write: false };
/** The bundled script's text. */
export function bundleDashboard(): Promise<string>;
