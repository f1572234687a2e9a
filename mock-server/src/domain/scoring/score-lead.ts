import { toIso } from "../clock/iso";
import type { LeadScoreReady, LeadStatus, QualificationType, ScoreFactor, ScoreFactorBreakdown } from "../types";
import { FACTORS, type ScoreInput } from "./factors";

/** Changes whenever a weight or a curve changes, so stored scores can be told apart. */
export const MODEL_VERSION = "lps-score-2026-11";

/** Score at or above which a lead is `qualified` (and `lead.qualified` fires): the hot band. */
export const QUALIFICATION_THRESHOLD = 70;

export interface LeadScoring {
  score: number;
  qualification_type: QualificationType;
  /** The factors at full strength (value 1), in model order. */
  triggers: ScoreFactor[];
  factors: ScoreFactorBreakdown[];
  model_version: string;
}

/** Score bands: hot ≥ 70, warm 40–69, cold < 40. */
export function qualificationType(score: number): QualificationType {
  return score >= 70 ? "hot" : score >= 40 ? "warm" : "cold";
}

/** Deterministic: the same lead, counts and `now` always give the same result. */
export function scoreLead(input: ScoreInput): LeadScoring {
  const factors = FACTORS.map(({ factor, weight, value }) => {
    const v = value(input);
    return { factor, weight, value: v, points: weight * v };
  });
  // Points are multiples of 2.5, so the sum is exact in binary floating point before rounding.
  const score = Math.round(factors.reduce((sum, f) => sum + f.points, 0));
  return {
    score,
    qualification_type: qualificationType(score),
    triggers: factors.filter((f) => f.value === 1).map((f) => f.factor),
    factors,
    model_version: MODEL_VERSION,
  };
}

/** The score as GET /leads/{id}/score answers it once ready. */
export const scoreRecord = (leadId: string, scoring: LeadScoring, scoredAt: number): LeadScoreReady => ({
  status: "ready",
  lead_id: leadId,
  ...scoring,
  scored_at: toIso(scoredAt),
});

export interface StatusChange {
  status: LeadStatus;
  /** True only when this scoring moved the lead into `qualified`: one `lead.qualified` per entry. */
  enteredQualified: boolean;
}

/** `new` → `nurturing` | `qualified` on the first score, then `nurturing` ⇄ `qualified` across `threshold`. */
export function nextLeadStatus(current: LeadStatus, score: number, threshold: number): StatusChange {
  const status: LeadStatus = score >= threshold ? "qualified" : "nurturing";
  return { status, enteredQualified: status === "qualified" && current !== "qualified" };
}
