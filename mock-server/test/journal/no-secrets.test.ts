import { describe, expect, it } from "vitest";
import { jsonLine, prettyLine } from "../../src/journal/log-format";
import { fingerprint, startTestServer } from "../../src/testing";

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
      expect(everything).toContain(fingerprint(`Bearer ${server.apiKey}`));
      expect(everything).toContain(fingerprint(webhook.secret));
    } finally {
      await server.close();
    }
  });
});
