import type { ApiKeyRecord } from "../../auth/key-registry";
import { clockState } from "../../domain/clock/clock-state";
import type { StateHolder } from "./import-state";
import { encodeScore, SCORE_MODEL } from "./score-codec";
import type { Workspace } from "../../services/workspaces";
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type SnapshotApiKey, type SnapshotWorkspace, type StateSnapshot } from "./snapshot-format";

/** What a module contributes to a snapshot under its name (the OAuth server's clients and grants). */
export interface ModuleState {
  name: string;
  export(): Promise<unknown>;
  import(state: unknown): Promise<void>;
}

function apiKeyOf(record: ApiKeyRecord): SnapshotApiKey {
  const { id, organization_id, name, hint, digest, scopes, plan, daily_limit, quota, allowed_ips, created_at } = record;
  return { id, organization_id, name, hint, sha256: digest, scopes: [...scopes], plan, daily_limit, quota, allowed_ips: [...allowed_ips], created_at };
}

function workspaceOf({ organizationId, data }: Workspace): SnapshotWorkspace {
  return {
    organization_id: organizationId,
    properties: [...data.properties.values()],
    leads: [...data.leads.values()],
    scores: Array.from(data.scores.values(), encodeScore),
    messages: [...data.messages.all()],
    webhooks: [...data.webhooks.values()],
    webhook_secrets: [...data.secrets].map(([webhook_id, secrets]) => {
      const owner = data.webhookOwners.get(webhook_id);
      return {
        webhook_id,
        secrets: secrets.map(({ secret, expiresAt }) => (expiresAt === undefined ? { secret } : { secret, expires_at: expiresAt })),
        ...(owner === undefined ? {} : { registered_by: owner }),
      };
    }),
    deliveries: [...data.deliveries.all()],
  };
}

/** Workspaces in the order their organisations were created, whatever order requests made them in. */
function inOrganizationOrder(ctx: StateHolder): Workspace[] {
  const byOrganization = new Map(ctx.workspaces.all().map((workspace) => [workspace.organizationId, workspace]));
  return ctx.organizations.list().flatMap((org) => byOrganization.get(org.id) ?? []);
}

const isEmpty = ({ data }: Workspace) =>
  data.properties.size === 0 && data.leads.size === 0 && data.webhooks.size === 0;

/**
 * The engine's state as one document. Every part is listed in a fixed order (collections in
 * creation order, maps in insertion order), so the same state always gives the same bytes.
 * Left out, as a restart would clear them anyway: request log, rate-limit counters, idempotency
 * records, fault rules, scheduled timers. Left out too: the API key `processKeyId` names (an
 * unseeded start's demo key, which belongs to the process) and the entry of its creation.
 */
export async function exportState(ctx: StateHolder, modules: readonly ModuleState[], processKeyId?: string): Promise<StateSnapshot> {
  const saved = (id: string | null) => processKeyId === undefined || id !== processKeyId;
  const moduleStates: Record<string, unknown> = {};
  for (const module of modules) moduleStates[module.name] = await module.export();
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    clock: clockState(ctx.clock),
    seeds: {
      seed: ctx.options.seed ?? null,
      ids_drawn: ctx.drawn.ids,
      chance_drawn: ctx.drawn.chance,
    },
    score_model: SCORE_MODEL,
    organizations: ctx.organizations.list().map((org) => ({ ...org })),
    // A workspace is made on a lookup too (a request of a new organisation); an empty one has
    // nothing to save, and leaving it out keeps the document the same whatever was looked at.
    workspaces: inOrganizationOrder(ctx).filter((workspace) => !isEmpty(workspace)).map(workspaceOf),
    api_keys: ctx.keys.list().filter((key) => saved(key.id)).map(apiKeyOf),
    audit: ctx.audit.list().filter((entry) => entry.action !== "api_key.created" || saved(entry.resource_id)).reverse(),
    modules: moduleStates,
  };
}
