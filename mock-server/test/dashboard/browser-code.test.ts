/// <reference types="node" />
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { dashboardBuildOptions } from "../../build/dashboard-bundle.mjs";

// The dashboard's browser code is TypeScript like the rest: checked as browser code, bundled from
// its own modules and the server's shared helpers only, and never carried by the engine.
const src = fileURLToPath(new URL("../../src/", import.meta.url));
const BROWSER_TSCONFIG = `${src}dashboard/browser/tsconfig.json`;
const SHARED = ["domain/city-slug.ts", "domain/market/stats.ts"];

/** The source files esbuild reads for a bundle, relative to mock-server/src. */
async function inputsOf(options: Parameters<typeof build>[0]): Promise<string[]> {
  const result = await build({ ...options, write: false, metafile: true, logLevel: "silent" });
  return Object.keys(result.metafile.inputs).map((path) => path.slice(path.indexOf("mock-server/src/") + "mock-server/src/".length));
}

/** The browser tsconfig's diagnostics, with `planted` appended to one browser module in memory. */
function typeCheck(file: string, planted: string): ts.Diagnostic[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(BROWSER_TSCONFIG, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const host = ts.createCompilerHost(parsed.options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError) =>
    name === file ? ts.createSourceFile(name, ts.sys.readFile(name)! + planted, language) : readSource(name, language, onError);
  return [...ts.getPreEmitDiagnostics(ts.createProgram(parsed.fileNames, parsed.options, host))];
}

describe("the dashboard's browser code", () => {
  it("is bundled from its own modules and the server's shared pure helpers, nothing else", async () => {
    const inputs = await inputsOf(dashboardBuildOptions());
    expect(inputs.filter((path) => !path.startsWith("dashboard/browser/")).sort()).toEqual(SHARED);
    expect(inputs).toContain("dashboard/browser/pages/market.ts");
  });

  it("is not in the engine's imports, so the MSW handlers never carry it", async () => {
    const inputs = await inputsOf({ entryPoints: [`${src}adapters/node/create-engine.ts`], bundle: true, platform: "browser", format: "esm", packages: "external" });
    expect(inputs).toContain("dashboard/index.ts");
    expect(inputs.filter((path) => path.startsWith("dashboard/browser/") || path === "dashboard/script-file.ts")).toEqual([]);
  });

  it("fails the browser type check on a type error, and on a Node global, in a browser module", () => {
    const file = `${src}dashboard/browser/api.ts`.replaceAll("\\", "/");
    const diagnostics = typeCheck(file, '\nexport const planted: number = config.apiKey;\nexport const nodeOnly = process.env.HOME;\n');
    const found = diagnostics.map((d) => `${d.file?.fileName === file ? "api.ts" : d.file?.fileName}: TS${d.code}`);
    // TS2322: string | null is not a number. TS2591: `process` does not exist without Node's types.
    expect(found.sort()).toEqual(["api.ts: TS2322", "api.ts: TS2591"]);
  }, 60_000);
});
