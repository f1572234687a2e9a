// The folders of mock-server/src are layers: each imports only the folders below it, so a reader
// can learn the server from the ground up and no change in a low layer waits on a high one.
// mock-server/ARCHITECTURE.md draws them (linked from docs/mock-server.md, "Layers").
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../src");

/** From the ground up; a folder may import those before it. Type-only imports count too. */
const LAYERS = [
  "contract",
  "domain",
  "dashboard",
  "store",
  "auth",
  "webhooks",
  "journal",
  "services",
  "api",
  "modules",
  "engine",
  "sandbox",
  "adapters",
  "cli",
  "index.ts",
];

const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const layerOf = (file: string) => relative(SRC, file).split(/[\\/]/)[0]!;

/** Every import that leaves its folder: "from-file -> target folder". */
function crossings(): { from: string; to: string; file: string }[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(IMPORT)].flatMap((match) => {
      const target = resolve(dirname(file), (match[1] ?? match[2])!);
      if (relative(SRC, target).startsWith("..")) return [];
      const to = layerOf(target.endsWith(".js") || target.endsWith(".ts") ? target : `${target}.ts`);
      const from = layerOf(file);
      return from === to ? [] : [{ from, to, file: relative(SRC, file) }];
    }),
  );
}

describe("the server's layers", () => {
  it("names every folder of src", () => {
    const folders = readdirSync(SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory() || entry.name.endsWith(".ts"));
    expect(folders.map((entry) => entry.name).filter((name) => !LAYERS.includes(name))).toEqual([]);
  });

  it("has no import from a lower layer to a higher one", () => {
    const upward = crossings()
      .filter(({ from, to }) => LAYERS.indexOf(to) > LAYERS.indexOf(from))
      .map(({ file, to }) => `${file} -> ${to}/`);
    expect(upward).toEqual([]);
  });

  it("sees the imports it judges", () => {
    // A reader that found nothing would pass the check above by accident.
    const found = crossings();
    expect(found.length).toBeGreaterThan(300);
    expect(found).toContainEqual({ from: "engine", to: "api", file: "engine/create-app.ts" });
  });
});

// Bodies are validated from the contracts (openapi.yaml, sandbox.yaml) by contract/, on valibot: a
// schema written again in code could drift from its contract, and a second library would weigh on
// every browser bundle of the MSW handlers. zod is only the tests' oracle (a devDependency), so an
// import of it in src/ would also break every install of the package.
const ZOD_IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?["']zod(?:\/[^"']*)?["']|import\(\s*["']zod(?:\/[^"']*)?["']\s*\)/;

describe("validation schemas", () => {
  const importers = () =>
    sourceFiles(SRC)
      .filter((file) => ZOD_IMPORT.test(readFileSync(file, "utf8")))
      .map((file) => relative(SRC, file).split(/[\\/]/).join("/"));

  it("come from the contracts: nothing in src/ imports zod", () => {
    expect(importers()).toEqual([]);
  });

  it("sees the imports it judges", () => {
    for (const line of ['import * as z from "zod/mini";', 'import type { ZodType } from "zod";', '\nexport { z } from "zod/v4";', 'await import("zod")']) {
      expect(ZOD_IMPORT.test(line), line).toBe(true);
    }
    expect(ZOD_IMPORT.test('import { zodLike } from "./zod-like";')).toBe(false);
    expect(sourceFiles(SRC).length).toBeGreaterThan(100);
  });
});
