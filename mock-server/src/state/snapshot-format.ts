import { z } from "zod";
import { PLANS, type Plan } from "../auth/plans";
import { type ClockState, parseInstant } from "../clock/clock-state";
import type { AuditEntry } from "../store/audit-trail";
import type { Lead, LeadScoreReady, Message, Property, Webhook, WebhookDelivery } from "../store/data-store";
import { FACTOR_COUNT, SCORE_MODEL, type StoredScore } from "./score-codec";

/** Names the document, so a file of another tool is refused by name, not by a missing field. */
export const SNAPSHOT_FORMAT = "lps-mock-state";
/** Bumped whenever a field changes meaning; a snapshot of another version is refused, never guessed at. */
export const SNAPSHOT_VERSION = 1;

/** A stored API key: the SHA-256 of the key (hex), never the key. */
export interface SnapshotApiKey {
  id: string;
  name: string;
  hint: string;
  sha256: string;
  scopes: string[];
  plan: Plan;
  daily_limit: number;
  allowed_ips: string[];
  created_at: string;
}

/** The engine's whole state as one JSON document (GET/PUT /__sandbox/state, `--state FILE`). */
export interface StateSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  /** A running clock's lead over real time, to the second (0 unless it was moved), or a frozen clock's instant. */
  clock: ClockState;
  /** The seed, and how far each seeded sequence had gone, so a reload never repeats an id. */
  seeds: { seed: number | null; ids_drawn: number; chance_drawn: number };
  properties: Property[];
  leads: Lead[];
  /** The scoring model whose factor order `scores[].values` follow. */
  score_model: string;
  /** Scores of this model store factor values only (score-codec.ts); others are kept whole. */
  scores: (StoredScore | LeadScoreReady)[];
  messages: Message[];
  webhooks: Webhook[];
  /** `registered_by`: the API key or OAuth grant whose scopes the endpoint's events need. */
  webhook_secrets: { webhook_id: string; secrets: { secret: string; expires_at?: number }[]; registered_by?: string }[];
  deliveries: WebhookDelivery[];
  api_keys: SnapshotApiKey[];
  /** Oldest first. */
  audit: AuditEntry[];
  /** State of engine modules by name (the OAuth server's clients and grants). */
  modules: Record<string, unknown>;
}

const count = z.number().int().min(0);
// Each record is checked against its contract schema afterwards (import-state.ts): that covers
// the ids, creation times and parent ids the stores rely on, and checking them here too cost a
// second of a 100,000-lead import.
const records = z.array(z.unknown());

/** The envelope: format, version, and the lists the document must hold. */
export const snapshotSchema = z.strictObject({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  clock: z.union([
    z.strictObject({ offset_ms: z.number().int() }),
    z.strictObject({ frozen_at: z.string().refine((text) => parseInstant(text) !== undefined, "must be an RFC 3339 time from 1970 to 9999") }),
  ]),
  seeds: z.strictObject({ seed: z.number().int().min(0).nullable(), ids_drawn: count, chance_drawn: count }),
  properties: records,
  leads: records,
  score_model: z.literal(SCORE_MODEL),
  scores: z.array(
    z.union([
      z.strictObject({
        lead_id: z.string().regex(/^lead_[0-9A-Za-z]{8,40}$/),
        score: z.number(),
        qualification_type: z.enum(["hot", "warm", "cold"]),
        values: z.array(z.number().min(0).max(1)).length(FACTOR_COUNT),
        scored_at: z.iso.datetime({ offset: true }),
      }),
      z.looseObject({ lead_id: z.string().min(1), factors: z.array(z.unknown()) }),
    ]),
  ),
  messages: records,
  webhooks: records,
  webhook_secrets: z.array(
    z.strictObject({
      webhook_id: z.string().min(1),
      secrets: z.array(z.strictObject({ secret: z.string().min(1), expires_at: z.number().optional() })).min(1),
      registered_by: z.string().min(1).optional(),
    }),
  ),
  deliveries: records,
  api_keys: z.array(
    z.strictObject({
      id: z.string().min(1),
      name: z.string(),
      hint: z.string(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      scopes: z.array(z.string()),
      plan: z.enum(PLANS),
      daily_limit: count,
      allowed_ips: z.array(z.string()),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
  audit: z.array(
    z.strictObject({
      id: z.string(),
      time: z.string(),
      actor: z.string(),
      action: z.string(),
      resource_id: z.string().nullable(),
      ip: z.string(),
      status: z.number().int(),
      request_id: z.string().nullable(),
    }),
  ),
  modules: z.record(z.string(), z.unknown()),
});
