import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockServer, startMockServer } from "../../mock-server/src/index";
import { type DocBlock, docBlocks, docLine, moduleSource } from "./doc-blocks";

// Every ts/js block of README.md and docs/ type-checks under strict mode; runnable ones run.
const root = fileURLToPath(new URL("../..", import.meta.url));
const out = join(root, ".tmp/doc-blocks");
const blocks = docBlocks(root);
const bin = (name: string) => join(root, "node_modules/.bin", name);

/** tsc's diagnostics per block file name, each with its Markdown line. */
const diagnostics = new Map<string, string[]>();

beforeAll(() => {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const block of blocks) writeFileSync(join(out, block.fileName), moduleSource(block));
  writeFileSync(
    join(out, "tsconfig.json"),
    JSON.stringify({
      extends: "../../tsconfig.base.json",
      compilerOptions: {
        types: ["node"],
        paths: {
          "@lps/sdk": ["../../packages/sdk/src/index.ts"],
          "@lps/sdk/*": ["../../packages/sdk/src/*/index.ts"],
          "@lps/mock-server": ["../../mock-server/src/index.ts"],
          "@lps/mock-server/*": ["../../mock-server/src/adapters/*/index.ts"],
        },
      },
      files: [...blocks.map((block) => block.fileName), "../../test/docs/third-party-shims.d.ts"],
    }),
  );
  const tsc = spawnSync(bin("tsc"), ["-p", join(out, "tsconfig.json"), "--pretty", "false"], { encoding: "utf8" });
  // An error that names no file (a broken config) would otherwise leave every block unchecked.
  const unplaced = tsc.stdout.split("\n").filter((line) => /^error TS\d+/.test(line));
  if (unplaced.length > 0) throw new Error(`tsc could not check the doc blocks:\n${unplaced.join("\n")}`);
  for (const line of tsc.stdout.split("\n")) {
    const match = /^([^(]+)\((\d+),(\d+)\): (.*)$/.exec(line);
    if (!match) continue;
    const [, file = "", moduleLine = "0", , message = ""] = match;
    const block = blocks.find((b) => file.endsWith(b.fileName));
    if (!block) continue; // an error in the sources the blocks import: the typecheck step reports it
    const at = docLine(block, Number(moduleLine));
    const list = diagnostics.get(block.fileName) ?? [];
    list.push(`${at === undefined ? `${block.where} (in its prelude)` : `${block.where.split(":")[0]}:${at}`}: ${message}`);
    diagnostics.set(block.fileName, list);
  }
}, 120_000);

describe("doc blocks", () => {
  it("are found", () => {
    expect(blocks.length).toBeGreaterThan(20);
  });

  it.each(blocks.map((block) => [block.where, block] as const))("%s type-checks", (_where, block: DocBlock) => {
    if (block.pending) return void console.warn(`${block.where}: skipped, pending: ${block.pending}`);
    expect(diagnostics.get(block.fileName) ?? []).toEqual([]);
  });
});

describe("runnable doc blocks", () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, seed: 42 });
  });
  afterAll(() => server.stop());

  const runnable = blocks.filter((block) => block.kind === "runnable");
  it("exist", () => {
    expect(runnable.length).toBeGreaterThan(2);
  });

  it.each(runnable.map((block) => [block.where, block] as const))("%s runs", async (_where, block: DocBlock) => {
    if (block.pending) return void console.warn(`${block.where}: skipped, pending: ${block.pending}`);
    // The docs use the CLI's default address; this run points them at the server started here.
    const source = moduleSource(block).replace(/http:\/\/(localhost|127\.0\.0\.1):4010/g, server.url);
    const file = join(out, `run-${block.fileName}`);
    writeFileSync(file, source);
    // Asynchronously: the server answering the block runs in this process.
    const run = await promisify(execFile)(bin("tsx"), ["--tsconfig", join(out, "tsconfig.json"), file], {
      cwd: out,
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, LPS_API_KEY: server.apiKey },
    }).catch((error: { code?: number; stderr?: string }) => ({ stderr: `exit ${error.code}: ${error.stderr}`, stdout: "" }));
    expect(run.stderr, `${block.where} wrote to stderr or failed`).toBe("");
  }, 90_000);
});
