// Extracts the TypeScript and JavaScript blocks of the Markdown docs so a test can type-check
// them and run the runnable ones. A block is annotated by an HTML comment right above its fence,
// which GitHub and npm do not render:
//
//   <!-- doc-check: fragment
//   import { createClient } from "@lps/sdk";
//   declare const lps: ReturnType<typeof createClient>;
//   -->
//
// - no comment: the block is a whole module and must type-check as written;
// - `fragment`: the block continues a story; the lines after the keyword are put before it
//   (imports and `declare`s of what it uses) and the result must type-check;
// - `runnable`: a whole module that is also run against a started reference server;
// - `pending: <reason>`: added to either, the block is skipped until <reason> is resolved.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

export type BlockKind = "module" | "fragment" | "runnable";

export interface DocBlock {
  /** `docs/sdk.md:65`: the file and the line of the opening fence. */
  where: string;
  /** A file name for the extracted block: `docs-sdk-md-L65.ts`. */
  fileName: string;
  kind: BlockKind;
  /** Why the block is skipped, when it is marked pending. */
  pending?: string;
  /** Lines put before the block (a fragment's context); counted to map errors back. */
  prelude: string;
  code: string;
}

const FENCE = /^```(ts|typescript|js|javascript|mjs)\b.*$/;
const ANNOTATION = /<!--\s*doc-check:\s*([\s\S]*?)-->\s*$/;

function annotationAbove(lines: string[], fenceIndex: number): string | undefined {
  // The comment ends on the line right above the fence; collect it from its `<!--`.
  let end = fenceIndex - 1;
  if (end < 0 || !lines[end]!.trimEnd().endsWith("-->")) return undefined;
  let start = end;
  while (start >= 0 && !lines[start]!.includes("<!--")) start--;
  if (start < 0) return undefined;
  return ANNOTATION.exec(lines.slice(start, end + 1).join("\n"))?.[1];
}

function parseAnnotation(text: string | undefined): Pick<DocBlock, "kind" | "pending" | "prelude"> {
  if (text === undefined) return { kind: "module", prelude: "" };
  const [head = "", ...rest] = text.split("\n");
  const words = head.trim();
  const kind: BlockKind = /\bfragment\b/.test(words) ? "fragment" : /\brunnable\b/.test(words) ? "runnable" : "module";
  const pending = /\bpending:\s*(.+)$/.exec(words)?.[1]?.trim();
  return { kind, prelude: kind === "fragment" ? rest.join("\n").trim() : "", ...(pending ? { pending } : {}) };
}

/** Every ts/js block of one Markdown file, `path` relative to the repository root. */
export function blocksOf(path: string, markdown: string): DocBlock[] {
  const lines = markdown.split("\n");
  const blocks: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!FENCE.test(lines[i]!)) continue;
    const close = lines.findIndex((line, j) => j > i && line.startsWith("```"));
    if (close < 0) throw new Error(`${path}:${i + 1}: the code block is never closed`);
    const line = i + 1;
    blocks.push({
      where: `${path}:${line}`,
      fileName: `${path.replace(/[^A-Za-z0-9]+/g, "-")}-L${line}.ts`,
      ...parseAnnotation(annotationAbove(lines, i)),
      code: lines.slice(i + 1, close).join("\n"),
    });
    i = close;
  }
  return blocks;
}

/** The blocks of README.md and every Markdown file under docs/. */
export function docBlocks(root: string): DocBlock[] {
  const files = ["README.md", ...readdirSync(join(root, "docs")).filter((name) => name.endsWith(".md")).sort().map((name) => `docs/${name}`)];
  return files.flatMap((file) => blocksOf(file, readFileSync(join(root, file), "utf8")));
}

/** The block as a TypeScript module: its prelude, then its code; `export {}` keeps it a module. */
export function moduleSource(block: DocBlock): string {
  return `${block.prelude ? `${block.prelude}\n` : ""}${block.code}\nexport {};\n`;
}

/** The Markdown line of a line (1-based) in `moduleSource(block)`, or undefined in the prelude. */
export function docLine(block: DocBlock, moduleLine: number): number | undefined {
  const preludeLines = block.prelude ? block.prelude.split("\n").length : 0;
  const inCode = moduleLine - preludeLines;
  return inCode >= 1 ? Number(block.where.split(":")[1]) + inCode : undefined;
}
