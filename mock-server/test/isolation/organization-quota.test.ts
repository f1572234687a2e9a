import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../src/adapters/node/create-engine";
import type { Engine } from "../../src/engine/engine-types";
import type { Answer } from "../http/harness";
import { type Caller, accessToken, sessionCredential } from "./identity-credentials";
import { type Credential, bearer } from "./tenants";

// Plans belong to the organisation: every key, token and session of it draws on one daily
// counter. Straight through engine.fetch: 1,500 requests through the contract-checking harness
// would spend most of their time checking.

let engine: Engine;
beforeAll(async () => {
  engine = createEngine({ demoData: false, seed: 5 });
  await engine.ready();
  // Noon UTC: the counter's day cannot roll over during the test.
  engine.clock.set(Date.parse("2026-11-20T12:00:00Z"));
});
afterAll(() => engine.close());

/** Straight to the engine; HTML pages (sign-in) come back as text with no `json`. */
async function send(method: string, path: string, headers: Record<string, string>, body?: BodyInit): Promise<Answer> {
  const response = await engine.fetch(new Request(`http://lps.test${path}`, { method, headers, ...(body === undefined ? {} : { body }) }), { clientIp: "127.0.0.1" });
  const text = await response.text();
  const json: unknown = await Promise.resolve(text).then(JSON.parse).catch(() => undefined);
  return { status: response.status, headers: response.headers, text, json };
}

const jsonBody = (body: unknown): Record<string, string> => (body === undefined ? {} : { "content-type": "application/json" });

const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
  send(method, path, { ...headers, ...jsonBody(body) }, body === undefined ? undefined : JSON.stringify(body));

const sandbox = (path: string, body: unknown) => call("POST", `/__sandbox${path}`, {}, body);

/** The identity helpers' view of this engine: the sign-in page and form, authorize and token. */
const caller: Caller = {
  call: (method, path, { body, rawBody, headers = {} } = {}) =>
    send(method, path, { ...jsonBody(body), ...headers }, rawBody ?? (body === undefined ? undefined : JSON.stringify(body))),
};

describe("an organisation's plan and its one counter", () => {
  it("refuses a custom daily_limit off the enterprise plan, naming the field", async () => {
    const answer = await sandbox("/organizations", { name: "Small Co", plan: "basic", daily_limit: 5 });
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].pointer).toBe("/daily_limit");
  });

  it("gives basic 1,000 and professional 10,000 a day", async () => {
    for (const [plan, limit] of [["basic", 1000], ["professional", 10000]] as const) {
      const org = await sandbox("/organizations", { name: `${plan} org`, plan });
      expect(org.json).toMatchObject({ plan, daily_limit: limit, slug: `${plan}-org` });
      const answer = await call("GET", "/v1/properties?limit=1", bearer(org.json.api_key));
      expect(answer.headers.get("ratelimit-policy")).toBe(`"daily";q=${limit};w=86400`);
    }
  });

  it("answers an enterprise organisation with daily_limit 1500 exactly 1,500 times across its credentials, then 429", async () => {
    const org = await sandbox("/organizations", { name: "Enterprise Estates", plan: "enterprise", daily_limit: 1500 });
    expect(org.json).toMatchObject({ plan: "enterprise", daily_limit: 1500 });
    const second = await sandbox("/api-keys", { organization_id: org.json.id, name: "second key" });
    expect(second.json).toMatchObject({ organization_id: org.json.id, plan: "enterprise", daily_limit: 1500, quota: "organization" });
    // A key that names its own plan keeps its own counter, for tests that exhaust one key.
    const own = await sandbox("/api-keys", { organization_id: org.json.id, plan: "basic" });
    expect(own.json).toMatchObject({ daily_limit: 1000, quota: "key" });
    // Two keys, an access token of its client and a session of its user take turns.
    const credentials: Credential[] = [
      bearer(org.json.api_key),
      bearer(second.json.key),
      bearer(await accessToken(caller, org.json.id)),
      await sessionCredential(caller, org.json.id),
    ];
    const counted = new Map<Credential, number>();
    let answered = 0;
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 1600 && (last === undefined || last.status === 200); i++) {
      const credential = credentials[i % credentials.length]!;
      last = await call("GET", "/v1/properties?limit=1", credential);
      if (last.status === 200) {
        answered++;
        counted.set(credential, (counted.get(credential) ?? 0) + 1);
      }
    }
    expect(answered).toBe(1500);
    expect([...counted.values()]).toEqual([375, 375, 375, 375]);
    expect(last!.status).toBe(429);
    expect(last!.headers.get("ratelimit-policy")).toBe('"daily";q=1500;w=86400');
    expect(last!.headers.get("ratelimit")).toMatch(/^"daily";r=0;t=\d+$/);
    expect(last!.json.detail).toContain("organisation");
    for (const credential of credentials) expect((await call("GET", "/v1/leads", credential)).status).toBe(429);
    // The key with its own counter and other organisations are untouched.
    expect((await call("GET", "/v1/leads", bearer(own.json.key))).status).toBe(200);
    const other = await sandbox("/organizations", { name: "Neighbour" });
    expect((await call("GET", "/v1/leads", bearer(other.json.api_key))).status).toBe(200);
  });
});
