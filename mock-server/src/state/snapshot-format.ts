import * as z from "zod/mini";
import { PLANS, type Plan } from "../domain/plans";
import type { KeyQuota } from "../auth/key-registry";
import { type ClockState, parseInstant } from "../clock/clock-state";
import type { AuditEntry } from "../store/audit-trail";
import type { Lead, LeadScoreReady, Message, Property, Webhook, WebhookDelivery } from "../store/data-store";
import { ROLES, type Organization } from "../domain/organization";
import { FACTOR_COUNT, SCORE_MODEL, type StoredScore } from "./score-codec";

/** Names the document, so a file of another tool is refused by name, not by a missing field. */
export const SNAPSHOT_FORMAT = "lps-mock-state";
/** Bumped whenever a field changes meaning; a snapshot of another version is refused, never guessed at. */
export const SNAPSHOT_VERSION = 2;

/** A stored API key: the SHA-256 of the key (hex), never the key. */
export interface SnapshotApiKey {
  id: string;
  organization_id: string;
  name: string;
  hint: string;
  sha256: string;
  scopes: string[];
  plan: Plan;
  daily_limit: number;
  quota: KeyQuota;
  allowed_ips: string[];
  created_at: string;
}

/** One organisation's records. */
export interface SnapshotWorkspace {
  organization_id: string;
  properties: Property[];
  leads: Lead[];
  /** Scores of the snapshot's `score_model` store factor values only (score-codec.ts); others are kept whole. */
  scores: (StoredScore | LeadScoreReady)[];
  messages: Message[];
  webhooks: Webhook[];
  /** `registered_by`: the API key or OAuth grant whose scopes the endpoint's events need. */
  webhook_secrets: { webhook_id: string; secrets: { secret: string; expires_at?: number }[]; registered_by?: string }[];
  deliveries: WebhookDelivery[];
}

/** The engine's whole state as one JSON document (GET/PUT /__sandbox/state, `--state FILE`). */
export interface StateSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  /** A running clock's lead over real time, to the second (0 unless it was moved), or a frozen clock's instant. */
  clock: ClockState;
  /** The seed, and how far each seeded sequence had gone, so a reload never repeats an id. */
  seeds: { seed: number | null; ids_drawn: number; chance_drawn: number };
  /** The scoring model whose factor order `workspaces[].scores[].values` follow. */
  score_model: string;
  organizations: Organization[];
  /** Each organisation's records, one entry per organisation that has any. */
  workspaces: SnapshotWorkspace[];
  api_keys: SnapshotApiKey[];
  /** Oldest first. */
  audit: AuditEntry[];
  /** State of engine modules by name (the OAuth server's clients and grants). */
  modules: Record<string, unknown>;
}

const count = z.number().check(z.int(), z.gte(0));
// Each record is checked against its contract schema afterwards (import-state.ts): that covers
// the ids, creation times and parent ids the stores rely on, and checking them here too cost a
// second of a 100,000-lead import.
const records = z.array(z.unknown());

const nonEmpty = () => z.string().check(z.minLength(1));

const ssoSchema = z.union([
  z.strictObject({ idp: z.literal("builtin"), email_domains: z.array(nonEmpty()), default_role: z.enum(ROLES) }),
  z.strictObject({
    issuer: z.url(),
    client_id: nonEmpty(),
    client_secret: nonEmpty(),
    email_domains: z.array(nonEmpty()),
    default_role: z.enum(ROLES),
  }),
]);

const workspaceSchema = z.strictObject({
  organization_id: nonEmpty(),
  properties: records,
  leads: records,
  scores: z.array(
    z.union([
      z.strictObject({
        lead_id: z.string().check(z.regex(/^lead_[0-9A-Za-z]{8,40}$/)),
        score: z.number(),
        qualification_type: z.enum(["hot", "warm", "cold"]),
        values: z.array(z.number().check(z.gte(0), z.lte(1))).check(z.length(FACTOR_COUNT)),
        scored_at: z.iso.datetime({ offset: true }),
      }),
      z.looseObject({ lead_id: z.string().check(z.minLength(1)), factors: z.array(z.unknown()) }),
    ]),
  ),
  messages: records,
  webhooks: records,
  webhook_secrets: z.array(
    z.strictObject({
      webhook_id: z.string().check(z.minLength(1)),
      secrets: z.array(z.strictObject({ secret: z.string().check(z.minLength(1)), expires_at: z.optional(z.number()) })).check(z.minLength(1)),
      registered_by: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
  deliveries: records,
});

/** The envelope: format, version, and the lists the document must hold. */
export const snapshotSchema = z.strictObject({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  clock: z.union([
    z.strictObject({ offset_ms: z.number().check(z.int()) }),
    z.strictObject({ frozen_at: z.string().check(z.refine((text) => parseInstant(text) !== undefined, "must be an RFC 3339 time from 1970 to 9999")) }),
  ]),
  seeds: z.strictObject({ seed: z.nullable(z.number().check(z.int(), z.gte(0))), ids_drawn: count, chance_drawn: count }),
  score_model: z.literal(SCORE_MODEL),
  organizations: z.array(
    z.strictObject({
      id: z.string().check(z.regex(/^org_[0-9A-Za-z_]+$/)),
      name: nonEmpty(),
      slug: nonEmpty(),
      plan: z.enum(PLANS),
      daily_limit: z.number().check(z.int(), z.gte(1)),
      sso: z.optional(ssoSchema),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
  workspaces: z.array(workspaceSchema),
  api_keys: z.array(
    z.strictObject({
      id: nonEmpty(),
      organization_id: nonEmpty(),
      name: z.string(),
      hint: z.string(),
      sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
      scopes: z.array(z.string()),
      plan: z.enum(PLANS),
      daily_limit: count,
      quota: z.enum(["organization", "key"]),
      allowed_ips: z.array(z.string()),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
  audit: z.array(
    z.strictObject({
      id: z.string(),
      time: z.string(),
      actor: z.string(),
      organization_id: z.optional(z.string()),
      user_id: z.optional(z.string()),
      action: z.string(),
      resource_id: z.nullable(z.string()),
      ip: z.string(),
      status: z.number().check(z.int()),
      request_id: z.nullable(z.string()),
    }),
  ),
  modules: z.record(z.string(), z.unknown()),
});
