import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLine, prettyLine } from "../../src/journal/log-format";
import type { JournalEntry } from "../../src/journal/journal-types";
import { type TestSurface, fingerprint, startTestServer, violationReport } from "../../src/adapters/testing";

// Shaped like the server's session and access tokens (ES256 JWTs); the journal goes by shape.
const JWT = "eyJhbGciOiJFUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiJ1c3JfZGVtbyIsImF1ZCI6Imxwcy1hcGkifQ.c2lnbmF0dXJlX29mX3RoZV90b2tlbg";

/** Everything a person or a CI log can see of the journal: the sandbox API, both log formats and the violation report. */
async function everything(server: TestSurface): Promise<string> {
  const entries = await server.requests();
  const served = await (await fetch(`${server.url}/__sandbox/requests?limit=1000`)).text();
  return [served, ...entries.map((e) => prettyLine(e, false)), ...entries.map(jsonLine), violationReport(entries)].join("\n");
}

const newest = async (server: TestSurface): Promise<JournalEntry> => (await server.requests())[0]!;

describe("the journal redacts credentials wherever they appear", { timeout: 30_000 }, () => {
  let server: TestSurface;
  beforeAll(async () => {
    server = await startTestServer({ port: 4601 });
  });
  afterAll(() => server.close());

  it("in a JSON body that does not parse: every credential-shaped substring and every credential member", async () => {
    await server.reset();
    const client = server.engine.demo.oauthClient!;
    const secret = client.client_secret!;
    const refresh = "lps_rt_abcdefghijklmnop";
    await fetch(`${server.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"grant_type":"refresh_token","refresh_token":"${refresh}","client_id":"${client.client_id}","client_secret":"${secret}",}`,
    });
    await fetch(`${server.baseUrl}/leads`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.apiKey}`, "content-type": "application/json" },
      body: `{"name":"x","api_key":"${server.apiKey}","note":"token ${JWT} here","clientSecret":"plainsecret123",}`,
    });
    const shown = await everything(server);
    for (const leaked of [secret, refresh, server.apiKey, JWT, "plainsecret123"]) expect(shown.includes(leaked), `leaked ${leaked.slice(0, 8)}…`).toBe(false);
    const lead = await newest(server);
    expect(lead.request.body).toContain(`"api_key":"${fingerprint(server.apiKey)}"`);
    expect(lead.request.body).toContain(`token ${fingerprint(JWT)} here`);
    expect(lead.request.body).toContain(`"clientSecret":"${fingerprint("plainsecret123")}"`);
    // The rest of the text stays readable.
    expect(lead.request.body).toContain(`{"name":"x",`);
    const token = (await server.requests()).find((e) => e.path === "/oauth/token")!;
    expect(token.request.body).toContain(`"client_secret":"${fingerprint(secret)}"`);
    expect(token.request.body).toContain(`"client_id":"${client.client_id}"`);
  });

  it("in a cut body, even when the cut falls inside a credential", async () => {
    await server.reset();
    // The cut at 64 KB falls 10 characters into the password.
    const padding = "a".repeat(64 * 1024 - 10 - '{"name":"'.length - '","password":"'.length);
    await fetch(`${server.baseUrl}/leads`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.apiKey}`, "content-type": "application/json" },
      body: `{"name":"${padding}","password":"hunter2-is-a-secret"}`,
    });
    const entry = await newest(server);
    expect(entry.request.body_truncated).toBe(true);
    expect((await everything(server)).includes("hunter2")).toBe(false);
  });

  it("in the path, in any header and query value, under camelCase and kebab names, and in a URL's query", async () => {
    await server.reset();
    const key = server.apiKey;
    await fetch(`${server.baseUrl}/leads/${key}?foo=${JWT}`, { headers: { authorization: `Bearer ${key}`, "x-debug": JWT } });
    const webhookUrl = "http://127.0.0.1:9/hook?token=supersecret&api_key=abcsecret&plain=visible";
    await fetch(`${server.baseUrl}/webhooks`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ url: webhookUrl, events: ["lead.qualified"], description: "d", clientSecret: "camelsecret1", "refresh-token": "kebabsecret1", accessToken: "camelsecret2", apiKey: "camelsecret3" }),
    });
    const shown = await everything(server);
    for (const leaked of [key, JWT, "supersecret", "abcsecret", "camelsecret1", "camelsecret2", "camelsecret3", "kebabsecret1"]) {
      expect(shown.includes(leaked), `leaked ${leaked.slice(0, 8)}…`).toBe(false);
    }
    const [webhook, lead] = await server.requests();
    expect(lead!.path).toBe(`/v1/leads/${fingerprint(key)}`);
    expect(lead!.request.path).toBe(lead!.path);
    expect(lead!.request.query).toEqual({ foo: fingerprint(JWT) });
    expect(lead!.request.headers["x-debug"]).toBe(fingerprint(JWT));
    expect(JSON.stringify(lead!.answer.body)).toContain(fingerprint(key));
    expect(webhook!.request.body).toMatchObject({
      url: `http://127.0.0.1:9/hook?token=${fingerprint("supersecret")}&api_key=${fingerprint("abcsecret")}&plain=visible`,
      clientSecret: fingerprint("camelsecret1"),
      "refresh-token": fingerprint("kebabsecret1"),
    });
  });

  it("fingerprints an Authorization credential without its scheme, so fingerprint(key) matches it everywhere", async () => {
    await server.reset();
    const key = server.apiKey;
    await fetch(`${server.baseUrl}/leads?limit=1`, { headers: { authorization: `Bearer ${key}` } });
    await fetch(`${server.baseUrl}/leads?limit=1&api_key=${key}`, { headers: { "x-api-key": key } });
    const [byQuery, byHeader] = await server.requests();
    expect(byHeader!.request.headers.authorization).toBe(`Bearer ${fingerprint(key)}`);
    expect(byQuery!.request.headers["x-api-key"]).toBe(fingerprint(key));
    expect(byQuery!.request.query.api_key).toBe(fingerprint(key));
    const basic = btoa("cli_x:lps_cs_y");
    await fetch(`${server.url}/oauth/token`, { method: "POST", headers: { authorization: `Basic ${basic}` } });
    expect((await newest(server)).request.headers.authorization).toBe(`Basic ${fingerprint(basic)}`);
  });

  it("keeps ids, cursors and ordinary data readable", async () => {
    await server.reset();
    const page = (await (await fetch(`${server.baseUrl}/leads?limit=2`, { headers: { authorization: `Bearer ${server.apiKey}` } })).json()) as { data: { id: string }[]; next_cursor: string };
    const entry = await newest(server);
    const shown = JSON.stringify(entry);
    for (const lead of page.data) expect(shown).toContain(lead.id);
    expect(shown).toContain(page.next_cursor);
    expect(entry.answer.actor).toMatch(/^key_/);
    expect(entry.request.headers["idempotency-key"]).toBeUndefined();
    await fetch(`${server.baseUrl}/leads?limit=1`, { headers: { authorization: `Bearer ${server.apiKey}`, "idempotency-key": "retry-1" } });
    expect((await newest(server)).request.headers["idempotency-key"]).toBe("retry-1");
  });
});
