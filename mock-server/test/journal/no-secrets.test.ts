import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from "oauth4webapi";
import { describe, expect, it } from "vitest";
import { jsonLine, prettyLine } from "../../src/journal/log-format";
import { fingerprint, startTestServer } from "../../src/adapters/testing";

describe("the journal keeps no secret", { timeout: 30_000 }, () => {
  it("fingerprints every credential this test creates, in entries and in both log formats", async () => {
    const ciKey = "ci_secret_key_for_the_journal_test";
    const server = await startTestServer({ apiKeys: [ciKey] });
    try {
      const created = (await (await fetch(`${server.url}/__sandbox/api-keys`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).json()) as { key: string };
      const auth = (key: string) => ({ authorization: `Bearer ${key}`, "content-type": "application/json" });
      await fetch(`${server.baseUrl}/properties?limit=1`, { headers: auth(server.apiKey) });
      await fetch(`${server.baseUrl}/leads?limit=1`, { headers: { ...auth(created.key), cookie: "session=cookie_secret_value" } });
      const webhook = (await (
        await fetch(`${server.baseUrl}/webhooks`, { method: "POST", headers: auth(ciKey), body: JSON.stringify({ url: "http://127.0.0.1:9/hook", events: ["lead.qualified"] }) })
      ).json()) as { id: string; secret: string };
      const rotated = (await (await fetch(`${server.baseUrl}/webhooks/${webhook.id}/rotate-secret`, { method: "POST", headers: auth(ciKey), body: "{}" })).json()) as { secret: string };
      const accessToken = "opaque_access_token_value";
      await fetch(`${server.baseUrl}/leads?access_token=${accessToken}`, { headers: { authorization: `Bearer ${accessToken}` } });
      const client = server.engine.demo.oauthClient!;
      const verifier = "code_verifier_value_that_is_long_enough_for_pkce_1234567890";
      await fetch(`${server.url}/oauth/token`, {
        method: "POST",
        headers: { authorization: `Basic ${btoa(`${client.client_id}:${client.client_secret}`)}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "authorization_code", code: "some_code", code_verifier: verifier, client_secret: client.client_secret ?? "" }),
      });

      const secrets = [ciKey, server.apiKey, created.key, webhook.secret, rotated.secret, accessToken, client.client_secret!, verifier, "cookie_secret_value"];
      expect(secrets.every((s) => typeof s === "string" && s.length > 8)).toBe(true);
      const entries = await server.requests();
      expect(entries.length).toBeGreaterThanOrEqual(6);
      const served = await (await fetch(`${server.url}/__sandbox/requests?limit=1000`)).text();
      const everything = [served, JSON.stringify(entries), ...entries.map((e) => prettyLine(e, true)), ...entries.map(jsonLine)].join("\n");
      for (const secret of secrets) expect(everything, `a credential leaked: ${secret.slice(0, 6)}…`).not.toContain(secret);
      // Stable fingerprints: the same key gives the same text in every entry it authenticated.
      expect(everything).toContain(`Bearer ${fingerprint(server.apiKey)}`);
      expect(everything).toContain(fingerprint(webhook.secret));
    } finally {
      await server.close();
    }
  });

  it("fingerprints the credentials of OAuth forms: consent, code exchange, refresh and revocation", async () => {
    const server = await startTestServer({});
    try {
      const client = server.engine.demo.oauthClient!;
      const verifier = generateRandomCodeVerifier();
      const authorize = new URL(`${server.url}/oauth/authorize`);
      authorize.search = new URLSearchParams({
        client_id: client.client_id,
        response_type: "code",
        redirect_uri: client.redirect_uri,
        scope: "leads.read",
        state: "st",
        code_challenge: await calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
      }).toString();
      const page = await fetch(authorize, { redirect: "manual" });
      const handle = /name="handle" value="([^"]+)"/.exec(await page.text())?.[1];
      const cookie = page.headers.get("set-cookie")?.split(";")[0];
      expect(handle && cookie).toBeTruthy();
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const decided = await fetch(`${server.url}/oauth/authorize/decision`, {
        method: "POST",
        redirect: "manual",
        headers: { ...form, cookie: cookie!, "sec-fetch-site": "same-origin" },
        body: new URLSearchParams({ handle: handle!, decision: "approve" }),
      });
      const code = new URL(decided.headers.get("location") ?? "http://x/").searchParams.get("code");
      expect(code).toBeTruthy();
      const credentials = { client_id: client.client_id, client_secret: client.client_secret! };
      const token = async (fields: Record<string, string>) =>
        (await (await fetch(`${server.url}/oauth/token`, { method: "POST", headers: form, body: new URLSearchParams({ ...fields, ...credentials }) })).json()) as Record<string, string>;
      const issued = await token({ grant_type: "authorization_code", code: code!, redirect_uri: client.redirect_uri, code_verifier: verifier });
      expect(issued.refresh_token).toBeTruthy();
      const refreshed = await token({ grant_type: "refresh_token", refresh_token: issued.refresh_token! });
      const revoked = await fetch(`${server.url}/oauth/revoke`, { method: "POST", headers: form, body: new URLSearchParams({ token: refreshed.refresh_token!, ...credentials }) });
      expect(revoked.status).toBe(200);

      // The token endpoint takes JSON too: `code` is a credential there as well.
      const jsonCode = "json_authorization_code_value";
      await fetch(`${server.url}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ grant_type: "authorization_code", code: jsonCode, redirect_uri: client.redirect_uri, ...credentials }),
      });

      const secrets = [jsonCode, code!, verifier, client.client_secret!, issued.access_token!, issued.refresh_token!, refreshed.access_token!, refreshed.refresh_token!];
      const entries = await server.requests();
      const served = await (await fetch(`${server.url}/__sandbox/requests?limit=1000`)).text();
      const everything = [served, ...entries.map((e) => prettyLine(e, true)), ...entries.map(jsonLine)].join("\n");
      for (const secret of secrets) expect(everything, `a credential leaked: ${secret.slice(0, 6)}…`).not.toContain(secret);
      // The forms are journaled, their other fields readable and each credential a fingerprint.
      const exchange = entries.find((e) => e.path === "/oauth/token" && (e.request.body as Record<string, string>)?.code_verifier !== undefined);
      expect(exchange?.request.body).toMatchObject({ code: fingerprint(code!), code_verifier: fingerprint(verifier), client_secret: fingerprint(client.client_secret!) });
      const refresh = entries.find((e) => (e.request.body as Record<string, string>)?.grant_type === "refresh_token");
      expect(refresh?.request.body).toMatchObject({ refresh_token: fingerprint(issued.refresh_token!) });
      const revocation = entries.find((e) => e.path === "/oauth/revoke");
      expect(revocation?.request.body).toMatchObject({ token: fingerprint(refreshed.refresh_token!), client_id: client.client_id });
      const consent = entries.find((e) => e.path === "/oauth/authorize/decision");
      expect(consent?.request.body).toMatchObject({ decision: "approve" });
    } finally {
      await server.close();
    }
  });
});
