import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// docs/security.md's `## Guards` table names, for each guard, the test that proves it. A renamed
// file or test would leave a guard looking proven when nothing runs it any more.
const root = fileURLToPath(new URL("../..", import.meta.url));
const HEADER = "| Attack | Rule | Test |";

interface Row {
  line: number;
  cells: string[];
}

/** The rows of the table under `## Guards`, area rows (a bold name, nothing else) left out. */
function guardRows(markdown: string): Row[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line, i) => line.trim() === HEADER && lines.slice(0, i).some((l) => l.startsWith("## Guards")));
  if (start < 0) throw new Error(`no "${HEADER}" table under "## Guards"`);
  const rows: Row[] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith("|"); i++) {
    // A pipe inside a code span stays in its cell, as GitHub renders it.
    const cells = lines[i]!.replace(/`[^`]*`/g, (span) => span.replaceAll("|", "\u0000"))
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.replaceAll("\u0000", "|").trim());
    if (cells.length === 3 && /^\*\*[^*]+\*\*$/.test(cells[0]!) && !cells[1] && !cells[2]) continue;
    rows.push({ line: i + 1, cells });
  }
  return rows;
}

/** What is wrong with the table's Test column, one line per problem; none when it holds. */
function tableProblems(markdown: string, base = root): string[] {
  const problems: string[] = [];
  for (const { line, cells } of guardRows(markdown)) {
    if (cells.length !== 3) {
      problems.push(`line ${line}: ${cells.length} cells, not 3`);
      continue;
    }
    const test = cells[2]!;
    // Each backticked path owns the quoted titles that follow it, up to the next path.
    const named = [...test.matchAll(/`([^`]+\.[cm]?[jt]s)`([^`]*)/g)];
    if (named.length === 0 && !/\bno test\b/.test(test)) problems.push(`line ${line}: names no test file and does not say "no test"`);
    for (const [, path = "", rest = ""] of named) {
      const file = join(base, path);
      if (!existsSync(file)) {
        problems.push(`line ${line}: ${path} does not exist`);
        continue;
      }
      const source = readFileSync(file, "utf8");
      for (const [, title = ""] of rest.matchAll(/"([^"]+)"/g)) {
        if (!source.includes(title)) problems.push(`line ${line}: ${path} has no test "${title}"`);
      }
    }
  }
  return problems;
}

const table = (...rows: string[]) => ["## Guards", "", HEADER, "|---|---|---|", ...rows, ""].join("\n");

describe("the check of docs/security.md's guard table", () => {
  it("refuses a path that does not exist", () => {
    expect(tableProblems(table("| a | b | `test/security/no-such-guard.test.ts` |"))).toEqual([
      "line 5: test/security/no-such-guard.test.ts does not exist",
    ]);
  });

  it("refuses a test title the file does not hold, and a row naming no test", () => {
    const rows = table('| a | b | `test/security/client-address.test.ts` "a title nobody wrote" |', "| c | d | soon |");
    expect(tableProblems(rows)).toEqual([
      'line 5: test/security/client-address.test.ts has no test "a title nobody wrote"',
      'line 6: names no test file and does not say "no test"',
    ]);
  });

  it("accepts an existing file and title, an area row and a guard marked no test", () => {
    const rows = table("| **Area** | | |", '| a | b | `test/security/client-address.test.ts` "an unknown client address over a socket" |', "| c | d | no test |");
    expect(tableProblems(rows)).toEqual([]);
  });
});

describe("docs/security.md", () => {
  const markdown = readFileSync(join(root, "docs/security.md"), "utf8");

  it("has a guard table of some size", () => {
    expect(guardRows(markdown).length).toBeGreaterThan(40);
  });

  it("names only test files and titles that exist", () => {
    expect(tableProblems(markdown)).toEqual([]);
  });
});
