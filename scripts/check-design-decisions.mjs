#!/usr/bin/env node
// Each "not shown" line of the service specification must be quoted in docs/design-decisions.md
// beside a decision and a precedent. The specification lives outside this repository (beside it,
// in ../shared/spec), so this check is not part of `npm test`: a clone on its own has no spec.
// CI runs it; `LPS_SPEC=<path>` points it elsewhere, `--require` makes a missing spec an error.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const specPath = resolve(root, process.env.LPS_SPEC ?? "../shared/spec/lead-property-service.md");
const require = process.argv.includes("--require");

if (!existsSync(specPath)) {
  const message =
    `design decisions: the specification is absent (looked for ${specPath}); ` +
    `the check did NOT run. Set LPS_SPEC to its path to run it.`;
  console.error(message);
  process.exit(require ? 1 : 0);
}

const spec = readFileSync(specPath, "utf8");
const decisions = readFileSync(resolve(root, "docs/design-decisions.md"), "utf8");

const gaps = spec
  .split("\n")
  .filter((line) => /not shown/.test(line) && !line.startsWith("Conventions:"))
  .map((line) => line.replace(/^- /, "").trim());

const rows = decisions
  .split("\n")
  .filter((line) => /^\| \d+ \|/.test(line))
  .map((line) => line.split("|").map((cell) => cell.trim()));

const problems = [];
if (gaps.length < 19) problems.push(`found only ${gaps.length} "not shown" lines in the spec (expected at least 19)`);
for (const gap of gaps) {
  const row = rows.find((cells) => cells[2] === gap);
  if (!row) problems.push(`no row quotes this gap: ${gap}`);
  else if (row[3].length <= 40) problems.push(`the decision is empty for: ${gap}`);
  else if (row[4].length <= 5) problems.push(`no precedent is cited for: ${gap}`);
}

if (problems.length > 0) {
  console.error(`design decisions: ${problems.length} problem(s)\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`design decisions: every one of the spec's ${gaps.length} gaps has a decision and a precedent`);
