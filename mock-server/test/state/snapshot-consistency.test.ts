import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../src/adapters/node/create-engine";
import type { Engine } from "../../src/engine/engine-types";
import type { StateSnapshot } from "../../src/engine/state/snapshot-format";
import { SnapshotError } from "../../src/engine/state/import-state";

// A snapshot whose records repeat an id or name a record it lacks loads into a state no sequence
// of requests could make (a listing found at one price by id and another by a filter); it is
// refused like a document of the wrong shape, each problem named by the offending field.

const engines: Engine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
});
const engine = (): Engine => engines[engines.push(createEngine({ seed: 5, webhookTimeScale: 0.001 })) - 1]!;

/** A JSON request as a loopback client sends it, with the answer's status and body. */
async function send(e: Engine, method: string, path: string, body: unknown, key?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) };
  const response = await e.fetch(new Request(`http://127.0.0.1${path}`, { method, headers, body: JSON.stringify(body) }), { clientIp: "127.0.0.1" });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const HOOK = { url: "http://127.0.0.1:9/hook", events: ["analysis.completed"] };
const LEAD = { name: "Ada Lovelace", email: "ada@example.com", preferences: { property_type: "residential", price_range: { min: 300000, max: 900000 } } };
const GHOST_LEAD = "lead_ghostghostghost1";

/** The demo data, a second organisation with a lead, an endpoint in each, and one delivery. */
async function savedState(): Promise<StateSnapshot> {
  const e = engine();
  const org = await send(e, "POST", "/__sandbox/organizations", { name: "Acme Homes", sso: { idp: "builtin", email_domains: ["acme.test"], default_role: "developer" } });
  expect(org.status, JSON.stringify(org.json)).toBeLessThan(300);
  const orgKey = org.json.api_key as string;
  for (const key of [e.demo.apiKey, orgKey]) expect((await send(e, "POST", "/v1/webhooks", HOOK, key)).status).toBeLessThan(300);
  expect((await send(e, "POST", "/v1/leads", LEAD, orgKey)).status).toBeLessThan(300);
  const saved = await e.exportState();
  const webhook = saved.workspaces[0]!.webhooks[0]!;
  saved.workspaces[0]!.deliveries.push({
    id: "dlv_savedsavedsaved01",
    webhook_id: webhook.id,
    event_id: "evt_savedsavedsaved01",
    event_type: "analysis.completed",
    attempt: 1,
    status: "failed",
    response_status: 500,
    latency_ms: 12,
    error: null,
    created_at: webhook.created_at,
    next_attempt_at: null,
  });
  return saved;
}

let saved: StateSnapshot;
beforeAll(async () => {
  saved = await savedState();
});

function withoutSso(snapshot: StateSnapshot, index: number) {
  const { sso: _, ...rest } = snapshot.organizations[index]!;
  return rest;
}

/** The issues a changed copy of the saved state is refused with; the target's state stays as it was. */
async function refusal(change: (snapshot: StateSnapshot) => void) {
  const e = engine();
  await e.importState(structuredClone(saved));
  const before = JSON.stringify(await e.exportState());
  const broken = structuredClone(saved);
  change(broken);
  const error = await e.importState(broken).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(SnapshotError);
  expect(JSON.stringify(await e.exportState())).toBe(before);
  return (error as SnapshotError).issues.map(({ pointer, message }) => ({ pointer, message }));
}

describe("snapshot consistency", () => {
  it("loads a consistent snapshot as saved", async () => {
    const e = engine();
    await e.importState(structuredClone(saved));
    // As text: a running clock's lead can round to -0, which toEqual tells from 0.
    expect(JSON.stringify(await e.exportState())).toBe(JSON.stringify(saved));
  });

  it("refuses a listing saved twice over PUT, naming the copy, and changes nothing", async () => {
    const e = engine();
    const before = await e.exportState();
    const broken = structuredClone(before);
    const properties = broken.workspaces[0]!.properties;
    properties.push({ ...properties[3]!, price: 1 });
    const answer = await send(e, "PUT", "/__sandbox/state", broken);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("validation_failed");
    expect(answer.json.errors).toEqual([{ pointer: `/workspaces/0/properties/${properties.length - 1}/id`, message: "repeats the id of /workspaces/0/properties/3" }]);
    expect(JSON.stringify(await e.exportState())).toBe(JSON.stringify(before));
  });

  const repeats: [string, (s: StateSnapshot) => string, string][] = [
    ["a lead", (s) => `/workspaces/0/leads/${s.workspaces[0]!.leads.push(s.workspaces[0]!.leads[2]!) - 1}/id`, "repeats the id of /workspaces/0/leads/2"],
    ["a message", (s) => `/workspaces/0/messages/${s.workspaces[0]!.messages.push(s.workspaces[0]!.messages[1]!) - 1}/id`, "repeats the id of /workspaces/0/messages/1"],
    ["a lead's score", (s) => `/workspaces/0/scores/${s.workspaces[0]!.scores.push(s.workspaces[0]!.scores[0]!) - 1}/lead_id`, "repeats the lead of /workspaces/0/scores/0"],
    ["an endpoint in another organisation", (s) => `/workspaces/1/webhooks/${s.workspaces[1]!.webhooks.push(s.workspaces[0]!.webhooks[0]!) - 1}/id`, "repeats the id of /workspaces/0/webhooks/0"],
    ["an endpoint's secrets", (s) => `/workspaces/0/webhook_secrets/${s.workspaces[0]!.webhook_secrets.push(s.workspaces[0]!.webhook_secrets[0]!) - 1}/webhook_id`, "repeats the endpoint of /workspaces/0/webhook_secrets/0"],
    ["a delivery", (s) => `/workspaces/0/deliveries/${s.workspaces[0]!.deliveries.push(s.workspaces[0]!.deliveries[0]!) - 1}/id`, "repeats the id of /workspaces/0/deliveries/0"],
    ["an API key", (s) => `/api_keys/${s.api_keys.push({ ...s.api_keys[0]!, name: "copy" }) - 1}/id`, "repeats the id of /api_keys/0"],
    ["an organisation", (s) => `/organizations/${s.organizations.push({ ...withoutSso(s, 1), slug: "acme-2" }) - 1}/id`, "repeats the id of /organizations/1"],
    ["an organisation's slug", (s) => `/organizations/${s.organizations.push({ ...withoutSso(s, 1), id: "org_otherotherother1" }) - 1}/slug`, "repeats the slug of /organizations/1"],
    ["an audit entry", (s) => `/audit/${s.audit.push(s.audit[0]!) - 1}/id`, "repeats the id of /audit/0"],
    ["a workspace", (s) => `/workspaces/${s.workspaces.push({ ...s.workspaces[1]!, properties: [], leads: [], scores: [], messages: [], webhooks: [], webhook_secrets: [], deliveries: [] }) - 1}/organization_id`, "repeats the organisation of /workspaces/1"],
  ];
  it.each(repeats)("refuses %s saved twice", async (_, change, message) => {
    let pointer = "";
    const issues = await refusal((s) => void (pointer = change(s)));
    expect(issues).toEqual([{ pointer, message }]);
  });

  it("refuses an email domain two organisations claim", async () => {
    const issues = await refusal((s) => s.organizations.push({ ...s.organizations[1]!, id: "org_otherotherother1", slug: "other" }));
    expect(issues).toEqual([{ pointer: "/organizations/2/sso/email_domains/0", message: "repeats the email domain of /organizations/1/sso/email_domains/0" }]);
  });

  const dangling: [string, (s: StateSnapshot) => void, string, string][] = [
    ["a message", (s) => void (s.workspaces[0]!.messages[1]!.lead_id = GHOST_LEAD), "/workspaces/0/messages/1/lead_id", "names no lead of /workspaces/0/leads"],
    ["a delivery", (s) => void (s.workspaces[0]!.deliveries[0]!.webhook_id = s.workspaces[1]!.webhooks[0]!.id), "/workspaces/0/deliveries/0/webhook_id", "names no endpoint of /workspaces/0/webhooks"],
    ["an endpoint's secrets", (s) => void (s.workspaces[1]!.webhook_secrets[0]!.webhook_id = "wh_ghostghostghost1"), "/workspaces/1/webhook_secrets/0/webhook_id", "names no endpoint of /workspaces/1/webhooks"],
  ];
  it.each(dangling)("refuses %s of a record the workspace lacks", async (_, change, pointer, message) => {
    expect(await refusal(change)).toEqual([{ pointer, message }]);
  });

  it("refuses a score of a lead the workspace lacks, and the scored lead it leaves without one", async () => {
    const issues = await refusal((s) => void (s.workspaces[0]!.scores[2]!.lead_id = GHOST_LEAD));
    const lead = saved.workspaces[0]!.leads.findIndex(({ id }) => id === saved.workspaces[0]!.scores[2]!.lead_id);
    expect(issues[0]).toEqual({ pointer: "/workspaces/0/scores/2/lead_id", message: "names no lead of /workspaces/0/leads" });
    expect(issues.slice(1).map(({ pointer }) => pointer)).toEqual(["score", "qualification_type", "status"].map((field) => `/workspaces/0/leads/${lead}/${field}`));
  });

  it("lists at most 20 problems, in document order", async () => {
    const issues = await refusal((s) => {
      const { properties, leads } = s.workspaces[0]!;
      properties.push(...properties.slice(0, 30));
      for (const score of s.workspaces[0]!.scores) score.lead_id = GHOST_LEAD;
      leads.push(leads[0]!);
    });
    expect(issues).toHaveLength(20);
    expect(issues[0]).toEqual({ pointer: "/workspaces/0/properties/2400/id", message: "repeats the id of /workspaces/0/properties/0" });
    expect(issues[19]!.pointer).toBe("/workspaces/0/properties/2419/id");
  });
});

// A lead's score fields are its ready score's, copied when it is scored, and a lead is `new` until
// then (lead-service.ts qualify): no requests make a lead that disagrees with its score record.
describe("lead scores", () => {
  /** The last scored lead of the demo workspace, and its score record's index. */
  const lastScored = (s: StateSnapshot) => {
    const { leads, scores } = s.workspaces[0]!;
    const i = leads.length - 1;
    return { i, j: scores.findIndex((score) => score.lead_id === leads[i]!.id), lead: leads[i]!, record: scores.find((score) => score.lead_id === leads[i]!.id)! };
  };

  it("refuses over PUT a lead whose score and band are not its score record's, and changes nothing", async () => {
    const e = engine();
    await e.importState(structuredClone(saved));
    const before = JSON.stringify(await e.exportState());
    const broken = structuredClone(saved);
    const { i, j, lead, record } = lastScored(broken);
    expect(lead.score).toBe(record.score);
    const band = record.qualification_type === "hot" ? "cold" : "hot";
    Object.assign(lead, { score: 99, qualification_type: band });
    const answer = await send(e, "PUT", "/__sandbox/state", broken);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("validation_failed");
    expect(answer.json.errors).toEqual([
      { pointer: `/workspaces/0/leads/${i}/score`, message: `is 99, but its score record /workspaces/0/scores/${j} has ${record.score}` },
      { pointer: `/workspaces/0/leads/${i}/qualification_type`, message: `is "${band}", but its score record /workspaces/0/scores/${j} has "${record.qualification_type}"` },
    ]);
    expect(JSON.stringify(await e.exportState())).toBe(before);
  });

  it("refuses a lead still new that has a score record", async () => {
    let at = "";
    const issues = await refusal((s) => {
      const { i, j, lead } = lastScored(s);
      lead.status = "new";
      at = `${i} ${j}`;
    });
    const [i, j] = at.split(" ");
    expect(issues).toEqual([{ pointer: `/workspaces/0/leads/${i}/status`, message: `is "new", but the lead has a score record (/workspaces/0/scores/${j}): a scored lead is nurturing or qualified` }]);
  });

  it("refuses a scored lead whose score record is missing", async () => {
    let lead: StateSnapshot["workspaces"][number]["leads"][number] | undefined;
    let i = 0;
    const issues = await refusal((s) => {
      const found = lastScored(s);
      s.workspaces[0]!.scores.splice(found.j, 1);
      ({ lead, i } = found);
    });
    const none = "but the lead has no score record in /workspaces/0/scores";
    expect(issues).toEqual([
      { pointer: `/workspaces/0/leads/${i}/score`, message: `is ${lead!.score}, ${none}: an unscored lead's is null` },
      { pointer: `/workspaces/0/leads/${i}/qualification_type`, message: `is "${lead!.qualification_type}", ${none}: an unscored lead's is null` },
      { pointer: `/workspaces/0/leads/${i}/status`, message: `is "${lead!.status}", ${none}: an unscored lead is new` },
    ]);
  });

  it("refuses a lead waiting for its first score that has a score or a band", async () => {
    const pending = (s: StateSnapshot) => s.workspaces[1]!.leads[0]!;
    expect(pending(saved)).toMatchObject({ status: "new", score: null, qualification_type: null });
    expect(await refusal((s) => void (pending(s).qualification_type = "warm"))).toEqual([
      { pointer: "/workspaces/1/leads/0/qualification_type", message: `is "warm", but the lead has no score record in /workspaces/1/scores: an unscored lead's is null` },
    ]);
  });

  it("loads a lead updated before it was created: a clock set back makes one", async () => {
    const e = engine();
    const lead = await send(e, "POST", "/v1/leads", LEAD, e.demo.apiKey);
    expect((await send(e, "POST", "/__sandbox/clock", { set: "2020-01-01T00:00:00Z" })).status).toBe(200);
    expect((await send(e, "POST", `/__sandbox/leads/${lead.json.id as string}/messages`, { body: "Still looking?" })).status).toBeLessThan(300);
    const state = await e.exportState();
    const reloaded = state.workspaces[0]!.leads.find(({ id }) => id === lead.json.id)!;
    expect(Date.parse(reloaded.updated_at)).toBeLessThan(Date.parse(reloaded.created_at));
    await e.importState(structuredClone(state));
    expect(JSON.stringify(await e.exportState())).toBe(JSON.stringify(state));
  });
});
