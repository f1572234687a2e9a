import type { ApiKeyRecord, KeyRegistry } from "../../auth/key-registry";
import { parseAllowedRange } from "../../auth/ip-allowlist";
import type { RateLimiter } from "../../auth/rate-limiter";
import type { Clock } from "../../domain/clock/clock";
import { restoreClock } from "../../domain/clock/clock-state";
import { toPointer, type ValidationIssue } from "../../contract/validation-issue";
import type { RequestLog } from "../../journal/request-log";
import type { Cidr } from "../../auth/net/cidr";
import type { Workspaces } from "../../services/workspaces";
import type { AuditTrail } from "../../store/audit-trail";
import type { LeadScoreReady } from "../../store/data-store";
import { type UrlPolicyOptions, validateWebhookUrl } from "../../webhooks/url-policy";
import type { IdempotencyStore } from "../../store/idempotency-store";
import type { OrganizationRegistry } from "../../store/organizations";
import { decodeScore } from "./score-codec";
import { snapshotIssues, type SnapshotWorkspace, type StateSnapshot } from "./snapshot-format";
import { referenceIssues } from "./snapshot-references";

/** Draws from each seeded sequence since the last reseed (kept in snapshots). */
export interface SeededDraws {
  ids: number;
  chance: number;
}

/** The parts of the engine context a snapshot touches, so this code needs nothing of the engine. */
export interface StateHolder {
  readonly options: { readonly seed?: number };
  readonly clock: Clock;
  readonly organizations: OrganizationRegistry;
  readonly workspaces: Workspaces;
  readonly keys: KeyRegistry;
  readonly limiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly audit: AuditTrail;
  readonly requests: RequestLog;
  readonly drawn: SeededDraws;
  reseed(skip?: SeededDraws): void;
}

/** A snapshot that cannot be loaded; `issues` point into the document (RFC 6901). */
export class SnapshotError extends Error {
  override name = "SnapshotError";
  constructor(readonly issues: ValidationIssue[]) {
    const first = issues[0];
    super(`Not a state snapshot this server can load: ${first ? `${first.pointer || "/"}: ${first.message}` : "invalid"}`);
  }
}

/** A parsed snapshot with its scores as the engine stores them. */
export type ParsedWorkspace = SnapshotWorkspace & { scores: LeadScoreReady[] };
export type ParsedSnapshot = Omit<StateSnapshot, "workspaces"> & { workspaces: ParsedWorkspace[] };

/** Reports at most this many bad fields: a foreign file would otherwise list every record. */
const MAX_ISSUES = 20;

/**
 * Checks a document fully before anything is touched: a refused snapshot leaves the state as it
 * was. `urlPolicy`: what registration accepts as a receiver URL; a file is no way around it.
 */
export function parseSnapshot(input: unknown, urlPolicy: UrlPolicyOptions): ParsedSnapshot {
  // Every record is checked against its contract schema here, compact scores field by field (they
  // decode to valid records).
  const invalid = snapshotIssues(input);
  if (invalid.length > 0) throw new SnapshotError(invalid.slice(0, MAX_ISSUES));
  // The document itself, not the validator's copy: that one carries the schemas' defaults, and a
  // reloaded snapshot must export byte for byte as it was saved.
  const document = input as StateSnapshot;
  const snapshot: ParsedSnapshot = {
    ...document,
    workspaces: document.workspaces.map((workspace) => ({ ...workspace, scores: workspace.scores.map(decodeScore) })),
  };
  // Well-formed records can still contradict each other (a repeated id, a message of no lead):
  // loaded, they would make a state no requests could.
  const issues = referenceIssues(document);
  snapshot.api_keys.forEach((key, i) =>
    key.allowed_ips.forEach((range, j) => {
      if (!parseAllowedRange(range)) issues.push({ pointer: `/api_keys/${i}/allowed_ips/${j}`, message: "not an IP address or CIDR range" });
    }),
  );
  document.workspaces.forEach(({ webhooks }, w) =>
    webhooks.forEach(({ url }, i) => {
      const verdict = validateWebhookUrl(url, urlPolicy);
      if (!verdict.ok) issues.push({ pointer: `/workspaces/${w}/webhooks/${i}/url`, message: `is refused as a webhook receiver: ${verdict.reason}` });
    }),
  );
  if (issues.length > 0) throw new SnapshotError(issues.slice(0, MAX_ISSUES));
  return snapshot;
}

// A known module not mounted here (the MSW browser build has no OAuth) is skipped, so snapshots
// move between hosts; an unknown name is refused, as a misspelt part would load as nothing.
export function moduleIssues(
  modules: Record<string, unknown>,
  mounted: readonly { name: string; check(state: unknown, pointer: string): ValidationIssue[] }[],
  known: readonly string[],
): ValidationIssue[] {
  const message = `is not a module part this server knows (${known.join(", ")})`;
  const unknown = Object.keys(modules).filter((name) => !known.includes(name));
  const issues = unknown.map((name) => ({ pointer: toPointer([name], "/modules"), message }));
  for (const { name, check } of mounted) if (name in modules) issues.push(...check(modules[name], `/modules/${name}`));
  return issues.slice(0, MAX_ISSUES);
}

function apiKeyRecord(key: StateSnapshot["api_keys"][number]): ApiKeyRecord {
  const { sha256, ...rest } = key;
  const ranges = key.allowed_ips.map((range) => parseAllowedRange(range) as Cidr);
  return { ...rest, scopes: [...key.scopes], allowed_ips: [...key.allowed_ips], digest: sha256, ranges };
}

/** The caller stops webhook delivery and timers first, and restarts them after. */
export function applySnapshot(ctx: StateHolder, snapshot: ParsedSnapshot): void {
  for (const part of [ctx.workspaces, ctx.keys, ctx.limiter, ctx.idempotency, ctx.audit, ctx.requests]) part.clear();
  restoreClock(ctx.clock, snapshot.clock);
  const { seed, ids_drawn, chance_drawn } = snapshot.seeds;
  const drawn = { ids: ids_drawn, chance: chance_drawn };
  if (seed !== null && seed === ctx.options.seed) ctx.reseed(drawn);
  // Unseeded, the counts only carry on from the snapshot's, so that saving again writes the same
  // `seeds`; there is no sequence to move along, and ids stay random.
  else if (seed === null && ctx.options.seed === undefined) Object.assign(ctx.drawn, drawn);
  ctx.organizations.restore(snapshot.organizations);
  for (const saved of snapshot.workspaces) {
    const { data, services } = ctx.workspaces.of(saved.organization_id);
    data.loadProperties(saved.properties);
    services.leads.load(saved.leads, saved.messages, saved.scores);
    data.webhooks.load(saved.webhooks);
    for (const { webhook_id, secrets, registered_by } of saved.webhook_secrets) {
      data.secrets.set(webhook_id, secrets.map(({ secret, expires_at }) => (expires_at === undefined ? { secret } : { secret, expiresAt: expires_at })));
      if (registered_by !== undefined) data.webhookOwners.set(webhook_id, registered_by);
    }
    for (const delivery of saved.deliveries) data.deliveries.of(delivery.webhook_id).insert(delivery);
  }
  for (const key of snapshot.api_keys) ctx.keys.restore(apiKeyRecord(key));
  ctx.audit.load(snapshot.audit);
}
