import { MODEL_VERSION } from "../../domain";
import { FACTORS } from "../../domain/scoring/factors";
import type { LeadScoreReady } from "../../store/data-store";

/**
 * A score as a snapshot keeps it: the factor values in model order instead of the breakdown.
 * The breakdown repeats each factor's name and weight, which the model named by the snapshot's
 * `score_model` gives back; kept whole, scores were more than half of a 100,000-lead file.
 */
export interface StoredScore {
  lead_id: string;
  score: number;
  qualification_type: LeadScoreReady["qualification_type"];
  values: number[];
  scored_at: string;
}

export const SCORE_MODEL = MODEL_VERSION;

/** Whether a score record can be stored compactly: made by this model, factors in its order. */
function fitsModel(record: LeadScoreReady): boolean {
  return record.model_version === MODEL_VERSION && record.factors.length === FACTORS.length && record.factors.every((f, i) => f.factor === FACTORS[i]!.factor && f.weight === FACTORS[i]!.weight && f.points === f.weight * f.value);
}

export function encodeScore(record: LeadScoreReady): StoredScore | LeadScoreReady {
  if (!fitsModel(record)) return record;
  const { lead_id, score, qualification_type, factors, scored_at } = record;
  return { lead_id, score, qualification_type, values: factors.map((f) => f.value), scored_at };
}

/** The record as the engine made it, key order included (scoreRecord's). */
export function decodeScore(stored: StoredScore | LeadScoreReady): LeadScoreReady {
  if (!("values" in stored)) return stored;
  const factors = FACTORS.map(({ factor, weight }, i) => ({ factor, weight, value: stored.values[i]!, points: weight * stored.values[i]! }));
  return {
    status: "ready",
    lead_id: stored.lead_id,
    score: stored.score,
    qualification_type: stored.qualification_type,
    triggers: factors.filter((f) => f.value === 1).map((f) => f.factor),
    factors,
    model_version: MODEL_VERSION,
    scored_at: stored.scored_at,
  };
}

export const FACTOR_COUNT = FACTORS.length;
