import type { JsonSchema } from "../../contract/json-schema";
import { sandboxSchema, sandboxSchemaValidator, sandboxValidator } from "../../contract/sandbox-validator";
import type { ValidationIssue } from "../../contract/validation-issue";
import type { Plan } from "../../domain/plans";
import type { KeyQuota } from "../../auth/key-registry";
import { type ClockState, parseInstant } from "../../domain/clock/clock-state";
import type { AuditEntry } from "../../store/audit-trail";
import type { Lead, LeadScoreReady, Message, Property, Webhook, WebhookDelivery } from "../../store/data-store";
import type { Organization } from "../../domain/organization";
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

/** Issues about the envelope alone: another tool's document or version is not listed field by field. */
const ENVELOPE = new Set(["", "/format", "/version"]);
const SCORE = /^\/workspaces\/\d+\/scores\/\d+$/;

// The clock is running or frozen, and a score compact (`values`, in the model's factor order) or
// whole. Checked as a union, a bad one could only be told that it matched neither; the shape its
// own keys pick (`frozen_at`, `values`) names the field.
const unionShapes = () => {
  const properties = sandboxSchema("StateSnapshot").properties as Record<string, JsonSchema>;
  const workspace = properties.workspaces!.items as JsonSchema;
  const scores = (workspace.properties as Record<string, JsonSchema>).scores!.items as JsonSchema;
  const [compact, whole] = (scores.anyOf as JsonSchema[]).map((shape) => sandboxSchemaValidator(shape));
  const [running, frozen] = (properties.clock!.oneOf as JsonSchema[]).map((shape) => sandboxSchemaValidator(shape));
  return { compact: compact!, whole: whole!, running: running!, frozen: frozen! };
};
let shapes: ReturnType<typeof unionShapes> | undefined;

function unionIssues(issue: ValidationIssue, input: unknown): ValidationIssue[] {
  const snapshot = input as StateSnapshot;
  const [, , w, , i] = issue.pointer.split("/");
  const value: unknown = issue.pointer === "/clock" ? snapshot.clock : SCORE.test(issue.pointer) ? snapshot.workspaces[Number(w)]?.scores[Number(i)] : undefined;
  if (value === null || typeof value !== "object") return [issue];
  shapes ??= unionShapes();
  const validate = issue.pointer === "/clock" ? ("frozen_at" in value ? shapes.frozen : shapes.running) : "values" in value ? shapes.compact : shapes.whole;
  const checked = validate(value, issue.pointer);
  return checked.ok ? [issue] : checked.issues;
}

/** What sandbox.yaml states in prose: the server's scoring model, its factor count, the clock's range. */
function proseRules(snapshot: StateSnapshot): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if ("frozen_at" in snapshot.clock && parseInstant(snapshot.clock.frozen_at) === undefined) {
    issues.push({ pointer: "/clock/frozen_at", message: "must be an RFC 3339 time from 1970 to 9999" });
  }
  if (snapshot.score_model !== SCORE_MODEL) {
    issues.push({ pointer: "/score_model", message: `must be one of "${SCORE_MODEL}"`, expected: `one of "${SCORE_MODEL}"` });
  }
  snapshot.workspaces.forEach(({ scores }, w) =>
    scores.forEach((score, i) => {
      if ("values" in score && score.values.length !== FACTOR_COUNT) {
        issues.push({ pointer: `/workspaces/${w}/scores/${i}/values`, message: `must have ${FACTOR_COUNT} items, one per factor of the scoring model`, expected: `array of ${FACTOR_COUNT} items` });
      }
    }),
  );
  return issues;
}

/** Every way `input` is not a snapshot this server can load (sandbox.yaml `StateSnapshot`); none when it is. */
export function snapshotIssues(input: unknown): ValidationIssue[] {
  const checked = sandboxValidator("StateSnapshot")(input);
  if (checked.ok) return proseRules(input as StateSnapshot);
  const envelope = checked.issues.filter((issue) => ENVELOPE.has(issue.pointer));
  return envelope.length > 0 ? envelope : checked.issues.flatMap((issue) => unionIssues(issue, input));
}
