import { describe, expect, test } from "vitest";
import { createAuthorizationRequest, createPkce, isOAuthError, OAuthError, parseCallback, s256 } from "@lps/sdk/oauth";

const config = { authUrl: "http://127.0.0.1:4010/", clientId: "cli_Demo4Kx8Qw2Lm6N" };

describe("PKCE", () => {
  test("S256 matches RFC 7636 appendix B", async () => {
    expect(await s256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  test("verifiers are 43 unreserved characters, fresh each time, with their own challenge", async () => {
    const [a, b] = await Promise.all([createPkce(), createPkce()]);
    expect(a.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.codeChallenge).toBe(await s256(a.codeVerifier));
    expect(a.codeChallengeMethod).toBe("S256");
  });
});

describe("createAuthorizationRequest", () => {
  test("builds the authorize URL with state and an S256 challenge of the returned verifier", async () => {
    const request = await createAuthorizationRequest(config, { redirectUri: "http://127.0.0.1:3000/callback", scope: ["leads.read", "leads.write"] });
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe("http://127.0.0.1:4010/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: config.clientId,
      redirect_uri: "http://127.0.0.1:3000/callback",
      scope: "leads.read leads.write",
      state: request.state,
      code_challenge: await s256(request.codeVerifier),
      code_challenge_method: "S256",
    });
    expect(request.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("a caller-chosen state is kept; no scope means the server's default", async () => {
    const { url, state } = await createAuthorizationRequest(config, { redirectUri: "https://app.example/cb", state: "s-123" });
    expect(state).toBe("s-123");
    expect(new URL(url).searchParams.has("scope")).toBe(false);
  });
});

describe("parseCallback", () => {
  const expectOAuthError = (fn: () => unknown, error: string) => {
    try {
      fn();
    } catch (caught) {
      expect(isOAuthError(caught)).toBe(true);
      expect((caught as OAuthError).error).toBe(error);
      return caught as OAuthError;
    }
    throw new Error("expected an OAuthError");
  };

  test("refuses a callback without state", () => {
    expectOAuthError(() => parseCallback("/callback?code=abc", "s1"), "invalid_state");
  });

  test("refuses a callback with another state", () => {
    expectOAuthError(() => parseCallback("/callback?code=abc&state=s2", "s1"), "invalid_state");
  });

  test("refuses everything when no state was kept", () => {
    expectOAuthError(() => parseCallback("/callback?code=abc&state=", ""), "invalid_state");
  });

  test("an error with a forged state reports the state, not the injected error", () => {
    expectOAuthError(() => parseCallback("/callback?error=access_denied&state=evil", "s1"), "invalid_state");
  });

  test("maps an RFC 6749 error redirect, with its description", () => {
    const error = expectOAuthError(
      () => parseCallback("https://app.example/cb?error=access_denied&error_description=User+said+no&state=s1", "s1"),
      "access_denied",
    );
    expect(error.error_description).toBe("User said no");
    expect(error.message).toBe("access_denied: User said no");
    expect(error.status).toBeUndefined();
  });

  test.each([
    ["invalid_scope", /scope is invalid/],
    ["server_error", /failed unexpectedly/],
    ["temporarily_unavailable", /temporarily unavailable/],
    ["unauthorized_client", /may not use/],
    ["something_new", /OAuth error/],
  ])("explains %s when the server gives no description", (code, meaning) => {
    expect(expectOAuthError(() => parseCallback(`/cb?error=${code}&state=s1`, "s1"), code).message).toMatch(meaning);
  });

  test("a callback with neither code nor error is invalid", () => {
    expectOAuthError(() => parseCallback("/cb?state=s1", "s1"), "invalid_request");
  });

  test("returns the code when the state matches", () => {
    expect(parseCallback(new URL("http://127.0.0.1:3000/callback?code=c0de&state=s1"), "s1")).toEqual({ code: "c0de", state: "s1" });
  });
});
