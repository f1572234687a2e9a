import type { LeadStatus } from "../types";

/** Score at or above which a lead is `qualified` (and `lead.qualified` fires): the hot band. */
export const QUALIFICATION_THRESHOLD = 70;

export interface StatusChange {
  status: LeadStatus;
  /** True only when this scoring moved the lead into `qualified`: one `lead.qualified` per entry. */
  enteredQualified: boolean;
}

/**
 * `new` → `nurturing` | `qualified` on the first score; afterwards `nurturing` ⇄ `qualified` as
 * the score crosses `threshold`. A lead already qualified stays quiet when re-scored above it.
 */
export function nextLeadStatus(current: LeadStatus, score: number, threshold: number): StatusChange {
  const status: LeadStatus = score >= threshold ? "qualified" : "nurturing";
  return { status, enteredQualified: status === "qualified" && current !== "qualified" };
}
