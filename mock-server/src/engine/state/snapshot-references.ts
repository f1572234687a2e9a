import type { ValidationIssue } from "../../contract/validation-issue";
import type { SnapshotWorkspace, StateSnapshot } from "./snapshot-format";
import { leadScoreIssues } from "./snapshot-lead-scores";

/** Where each key was first seen, by its record's index in the list. */
type Seen = Map<string, number>;

/**
 * The issues of one document, with the two checks every record list needs. Keyed lookups are
 * one Map each, so the whole document costs one pass: a state file holds 100,000 leads. Pointers
 * are written only for a record at fault; writing one per record took most of the pass.
 */
function ledger() {
  const issues: ValidationIssue[] = [];
  return {
    issues,
    /** A record whose key an earlier one had: the engine looks records up by it, and two would answer differently. */
    once(seen: Seen, key: string, list: string, i: number, field: string, noun = "id"): void {
      const first = seen.get(key);
      if (first === undefined) seen.set(key, i);
      else issues.push({ pointer: `${list}/${i}/${field}`, message: `repeats the ${noun} of ${list}/${first}` });
    },
    /** A reference to a record the document lacks: the engine looks it up and finds nothing. */
    named(names: ReadonlyMap<string, unknown> | ReadonlySet<string>, key: string, list: string, i: number, field: string, noun: string, target: string): void {
      if (!names.has(key)) issues.push({ pointer: `${list}/${i}/${field}`, message: `names no ${noun} of ${target}` });
    },
  };
}

type Ledger = ReturnType<typeof ledger>;

/**
 * Records of a list each unique by `key` and naming a record of `parents` by `ref`; a key that
 * is the reference itself (one score per lead) repeats the parent, any other repeats an id.
 * Gives each key's first record, by index.
 */
function children<K extends string, R extends string>(
  log: Ledger,
  rows: readonly Record<K | R, string>[],
  list: string,
  key: K,
  ref: R,
  parents: ReadonlyMap<string, unknown> | ReadonlySet<string>,
  noun: string,
  target: string,
): Seen {
  const seen: Seen = new Map();
  rows.forEach((row, i) => {
    log.once(seen, row[key], list, i, key, (key as string) === ref ? noun : "id");
    log.named(parents, row[ref], list, i, ref, noun, target);
  });
  return seen;
}

/**
 * Repeats across lists (email domains across organisations, endpoint ids across workspaces),
 * found by the pointer of the first holder; few records, so the pointers are cheap.
 */
function claim(log: Ledger, claimed: Map<string, string>, key: string, record: string, pointer: string, noun: string): void {
  const first = claimed.get(key);
  if (first === undefined) claimed.set(key, record);
  else log.issues.push({ pointer, message: `repeats the ${noun} of ${first}` });
}

/**
 * An email domain routes an SSO login to one organisation (the sandbox refuses a second claim);
 * one organisation may list a domain twice, which still names it alone.
 */
function domainClaims(log: Ledger, organizations: StateSnapshot["organizations"]): void {
  const claimed = new Map<string, string>();
  organizations.forEach((org, i) => {
    const own = new Set<string>();
    org.sso?.email_domains.forEach((domain, j) => {
      const key = domain.toLowerCase();
      if (own.has(key)) return;
      own.add(key);
      const pointer = `/organizations/${i}/sso/email_domains/${j}`;
      claim(log, claimed, key, pointer, pointer, "email domain");
    });
  });
}

/**
 * One organisation's records: each list keyed by id within it (messages and deliveries are kept
 * per lead and per endpoint, looked up by id), scores and secrets one per lead and endpoint, and
 * each child naming a parent of the same workspace, where the engine stores and looks for it.
 * Endpoint ids are kept across workspaces (`webhooks`): a delivery result finds its endpoint by
 * id in whichever organisation holds it.
 */
function workspaceRecords(log: Ledger, workspace: SnapshotWorkspace, at: string, webhooks: Map<string, string>): void {
  const { once, named } = log;
  const [properties, leads, scores, messages] = [`${at}/properties`, `${at}/leads`, `${at}/scores`, `${at}/messages`];
  const [endpoints, secrets, deliveries] = [`${at}/webhooks`, `${at}/webhook_secrets`, `${at}/deliveries`];
  const propertyIds: Seen = new Map();
  workspace.properties.forEach(({ id }, i) => once(propertyIds, id, properties, i, "id"));
  const leadIds: Seen = new Map();
  workspace.leads.forEach(({ id }, i) => once(leadIds, id, leads, i, "id"));
  const scored = children(log, workspace.scores, scores, "lead_id", "lead_id", leadIds, "lead", leads);
  leadScoreIssues(log.issues, workspace, scored, at);
  children(log, workspace.messages, messages, "id", "lead_id", leadIds, "lead", leads);
  const own = new Set<string>();
  workspace.webhooks.forEach(({ id }, i) => {
    claim(log, webhooks, id, `${endpoints}/${i}`, `${endpoints}/${i}/id`, "id");
    own.add(id);
  });
  children(log, workspace.webhook_secrets, secrets, "webhook_id", "webhook_id", own, "endpoint", endpoints);
  children(log, workspace.deliveries, deliveries, "id", "webhook_id", own, "endpoint", endpoints);
}

/**
 * What would load into a state no sequence of requests makes: two records under one key (one
 * would hide the other, or each answer some lookups) and references to records the document
 * lacks. Issues list by list in document order, each at the offending record's field.
 */
export function referenceIssues(snapshot: StateSnapshot): ValidationIssue[] {
  const log = ledger();
  const { once, named } = log;
  const organizations: Seen = new Map();
  const slugs: Seen = new Map();
  snapshot.organizations.forEach(({ id, slug }, i) => {
    once(organizations, id, "/organizations", i, "id");
    once(slugs, slug, "/organizations", i, "slug", "slug");
  });
  domainClaims(log, snapshot.organizations);
  const workspaces: Seen = new Map();
  const webhooks = new Map<string, string>();
  snapshot.workspaces.forEach((workspace, w) => {
    named(organizations, workspace.organization_id, "/workspaces", w, "organization_id", "organisation", "/organizations");
    once(workspaces, workspace.organization_id, "/workspaces", w, "organization_id", "organisation");
    workspaceRecords(log, workspace, `/workspaces/${w}`, webhooks);
  });
  children(log, snapshot.api_keys, "/api_keys", "id", "organization_id", organizations, "organisation", "/organizations");
  const audit: Seen = new Map();
  snapshot.audit.forEach(({ id }, i) => once(audit, id, "/audit", i, "id"));
  return log.issues;
}
