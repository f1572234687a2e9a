import { describe, expect, it } from "vitest";
import { nextLeadStatus, QUALIFICATION_THRESHOLD } from "../../src/domain";
import type { LeadStatus } from "../../src/domain/types";

describe("nextLeadStatus", () => {
  it("qualifies at the hot band by default", () => {
    expect(QUALIFICATION_THRESHOLD).toBe(70);
  });

  it.each([
    ["new", 69, "nurturing", false],
    ["new", 70, "qualified", true],
    ["nurturing", 69, "nurturing", false],
    ["nurturing", 70, "qualified", true],
    ["qualified", 100, "qualified", false],
    ["qualified", 69, "nurturing", false],
  ] as const)("%s scored %i → %s (entered qualified: %s)", (current, score, status, enteredQualified) => {
    expect(nextLeadStatus(current, score, QUALIFICATION_THRESHOLD)).toEqual({ status, enteredQualified });
  });

  it("honours a configured threshold", () => {
    expect(nextLeadStatus("new", 40, 40)).toEqual({ status: "qualified", enteredQualified: true });
    expect(nextLeadStatus("new", 39, 40)).toEqual({ status: "nurturing", enteredQualified: false });
  });

  it("enters qualified once per crossing, however often the lead is re-scored", () => {
    let status: LeadStatus = "new";
    const entries: number[] = [];
    for (const score of [50, 75, 80, 90, 60, 65, 72, 72]) {
      const next = nextLeadStatus(status, score, QUALIFICATION_THRESHOLD);
      if (next.enteredQualified) entries.push(score);
      status = next.status;
    }
    expect(entries).toEqual([75, 72]);
    expect(status).toBe("qualified");
  });
});
