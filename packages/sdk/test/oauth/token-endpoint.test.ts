import { afterEach, describe, expect, test, vi } from "vitest";
import { isConnectionError } from "@lps/sdk";
import { exchangeCode, isOAuthError, refreshTokens, revokeToken, type OAuthClientConfig } from "@lps/sdk/oauth";
import { fakeFetch, json } from "../helpers";

const TOKENS = { access_token: "at_1", token_type: "Bearer", expires_in: 3600, refresh_token: "lps_rt_1", scope: "leads.read" };

function server(reply: Parameters<typeof fakeFetch>[0] = () => json(200, TOKENS)) {
  const fake = fakeFetch(reply);
  const form = (i = 0) => Object.fromEntries(new URLSearchParams(fake.calls[i]!.body));
  return { ...fake, form };
}
const config = (fetch: OAuthClientConfig["fetch"], extra: Partial<OAuthClientConfig> = {}): OAuthClientConfig => ({
  authUrl: "https://auth.test",
  clientId: "cli_Demo",
  fetch,
  ...extra,
});

afterEach(() => vi.useRealTimers());

describe("client authentication", () => {
  test("a public client sends its id in the form and no Authorization header", async () => {
    const { fetch, calls, form } = server();
    await exchangeCode(config(fetch), { code: "c1", redirectUri: "http://app.test/cb", codeVerifier: "v".repeat(43) });
    const { request } = calls[0]!;
    expect(request.url).toBe("https://auth.test/oauth/token");
    expect(request.method).toBe("POST");
    expect(request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(request.headers.get("authorization")).toBeNull();
    expect(form()).toEqual({ grant_type: "authorization_code", code: "c1", redirect_uri: "http://app.test/cb", code_verifier: "v".repeat(43), client_id: "cli_Demo" });
  });

  test("a confidential client uses HTTP Basic by default, form-encoding id and secret first", async () => {
    const { fetch, calls, form } = server();
    await refreshTokens(config(fetch, { clientId: "cli:1", clientSecret: "s3cr+t &x" }), "lps_rt_1");
    const basic = calls[0]!.request.headers.get("authorization")!;
    expect(basic.startsWith("Basic ")).toBe(true);
    expect(atob(basic.slice(6))).toBe("cli%3A1:s3cr%2Bt+%26x");
    expect(form()).toEqual({ grant_type: "refresh_token", refresh_token: "lps_rt_1" });
  });

  test("client_secret_post puts the secret in the body instead", async () => {
    const { fetch, calls, form } = server();
    await refreshTokens(config(fetch, { clientSecret: "shh", clientAuthMethod: "client_secret_post" }), "lps_rt_1", "leads.read");
    expect(calls[0]!.request.headers.get("authorization")).toBeNull();
    expect(form()).toEqual({ grant_type: "refresh_token", refresh_token: "lps_rt_1", scope: "leads.read", client_id: "cli_Demo", client_secret: "shh" });
  });
});

describe("errors", () => {
  test("invalid_grant becomes an OAuthError with the status and description", async () => {
    const { fetch } = server(() => json(400, { error: "invalid_grant", error_description: "The authorization code has already been used." }));
    const error = await exchangeCode(config(fetch), { code: "used", redirectUri: "http://app.test/cb" }).catch((e: unknown) => e);
    expect(isOAuthError(error)).toBe(true);
    expect(error).toMatchObject({ error: "invalid_grant", error_description: "The authorization code has already been used.", status: 400 });
  });

  test("invalid_client on 401", async () => {
    const { fetch } = server(() => json(401, { error: "invalid_client" }));
    await expect(refreshTokens(config(fetch, { clientSecret: "wrong" }), "lps_rt_1")).rejects.toMatchObject({ error: "invalid_client", status: 401, message: "invalid_client: Client authentication failed." });
  });

  test("a non-OAuth failure page still gives a typed error", async () => {
    const { fetch } = server(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(refreshTokens(config(fetch), "lps_rt_1")).rejects.toMatchObject({ error: "server_error", status: 502 });
  });

  test("an unreachable server is a ConnectionError", async () => {
    const { fetch } = server(() => new TypeError("fetch failed"));
    const error = await revokeToken(config(fetch), "lps_rt_1").catch((e: unknown) => e);
    expect(isConnectionError(error)).toBe(true);
  });
});

test("tokens carry their absolute expiry", async () => {
  vi.useFakeTimers({ now: Date.parse("2026-11-22T09:00:00Z") });
  const { fetch } = server();
  const tokens = await exchangeCode(config(fetch), { code: "c1", redirectUri: "http://app.test/cb" });
  expect(tokens).toEqual({ ...TOKENS, expires_at: Date.parse("2026-11-22T10:00:00Z") / 1000 });
});

test("revoke posts the token and its hint to /oauth/revoke", async () => {
  const { fetch, calls, form } = server(() => json(200, {}));
  await revokeToken(config(fetch, { clientSecret: "shh" }), "lps_rt_9", "refresh_token");
  expect(calls[0]!.request.url).toBe("https://auth.test/oauth/revoke");
  expect(form()).toEqual({ token: "lps_rt_9", token_type_hint: "refresh_token" });
});
