import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import * as webCrypto from "../../src/webhooks/index";
import * as nodeCrypto from "../../src/webhooks/node";

const source = (path: string) => fileURLToPath(new URL(`../../src/webhooks/${path}`, import.meta.url));

describe("entry points", () => {
  it("export the same API", () => {
    expect(Object.keys(nodeCrypto).sort()).toEqual(Object.keys(webCrypto).sort());
  });

  it("index.ts bundles for the browser without any Node built-in", async () => {
    const result = await build({
      entryPoints: [source("index.ts")],
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "silent",
      metafile: true,
    });
    const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((i) => i.path));
    expect(imports.filter((path) => path.startsWith("node:") || path === "crypto")).toEqual([]);
  });

  it("node.ts is the only one to reach node:crypto", async () => {
    const result = await build({
      entryPoints: [source("node.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      write: false,
      logLevel: "silent",
      metafile: true,
    });
    const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((i) => i.path));
    expect(imports).toContain("node:crypto");
  });
});
