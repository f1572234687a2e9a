import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { repoFile } from "./contract-loader";

// Each "not shown" line of the spec must be quoted in docs/design-decisions.md beside a decision.
const spec = readFileSync(repoFile("../shared/spec/lead-property-service.md"), "utf8");
const decisions = readFileSync(repoFile("docs/design-decisions.md"), "utf8");

const gaps = spec
  .split("\n")
  .filter((line) => /not shown/.test(line) && !line.startsWith("Conventions:"))
  .map((line) => line.replace(/^- /, "").trim());

const rows = decisions
  .split("\n")
  .filter((line) => /^\| \d+ \|/.test(line))
  .map((line) => line.split("|").map((cell) => cell.trim()));

describe("docs/design-decisions.md", () => {
  it("finds the spec's gaps", () => {
    expect(gaps.length).toBeGreaterThanOrEqual(19);
  });

  it.each(gaps)("decides: %s", (gap) => {
    const row = rows.find((cells) => cells[2] === gap);
    expect(row, `no row quotes this gap`).toBeDefined();
    expect(row![3]!.length, "the decision is empty").toBeGreaterThan(40);
    expect(row![4]!.length, "no precedent is cited").toBeGreaterThan(5);
  });
});
