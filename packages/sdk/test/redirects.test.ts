import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { type APIError, createClient, isAPIError } from "@lps/sdk";
import { exchangeCode, fetchUserInfo, isOAuthError, type OAuthClientConfig, refreshTokens, revokeToken } from "@lps/sdk/oauth";
import { API_KEY, fakeFetch, json } from "./helpers";

// The SDK never follows a redirect. fetch drops Authorization on a cross-origin hop but replays a
// 307/308 body (a client secret, a refresh token, a lead) to wherever Location points, plain http
// included, and the plain-http rule only judged the first URL. So a redirecting host must make the
// second listener, which records whatever reaches it, record nothing at all.

interface Received {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: string;
}

const received: Received[] = [];
let status = 308;
let redirector: http.Server;
let recorder: http.Server;
let base: string;
let target: string;

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

const readBody = async (request: http.IncomingMessage) => {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
};

beforeAll(async () => {
  // Answers as the real server would, so a followed redirect would succeed and the call resolve.
  recorder = http.createServer(async (request, response) => {
    received.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body: await readBody(request) });
    const answer = { access_token: "eyJ.a.b", token_type: "Bearer", expires_in: 3600, refresh_token: "lps_rt_new", id: "lead_00000001", issuer: base, jwks_uri: `${base}/jwks` };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
  });
  // Another origin (localhost, not 127.0.0.1), as a hostile or misconfigured host would name.
  target = `http://localhost:${await listen(recorder)}`;
  redirector = http.createServer(async (request, response) => {
    await readBody(request);
    response.writeHead(status, { location: `${target}${request.url}` }).end();
  });
  base = `http://127.0.0.1:${await listen(redirector)}`;
});

afterAll(async () => {
  await Promise.all([redirector, recorder].map((server) => new Promise((resolve) => server.close(resolve))));
});

beforeEach(() => {
  received.length = 0;
  status = 308;
});

const LEAD = { name: "Maya Chen", email: "maya.chen@example.com", preferences: { property_type: "residential" as const, price_range: { min: 1, max: 2 } } };

/** The real fetch, through the redirector, with the mode the SDK asked for. */
const fetchRedirect = (request: Request) => fetch(request);

const rejection = (promise: PromiseLike<unknown>) => Promise.resolve(promise).then(() => undefined, (error: unknown) => error);

describe("createClient", () => {
  const lps = () => createClient({ apiKey: API_KEY, baseUrl: `${base}/v1`, maxRetries: 0 });

  // The status is not one errorFromResponse names, so the answer is an APIError itself; its
  // headers keep the Location.
  function expectRedirect(error: unknown, code: number, path: string) {
    expect(received).toEqual([]);
    expect(isAPIError(error)).toBe(true);
    expect(error).toMatchObject({ name: "APIError", status: code });
    expect((error as APIError).headers.get("location")).toBe(`${target}${path}`);
  }

  test.each([307, 308])("a %i to a POST with a body: nothing reaches the target", async (code) => {
    status = code;
    expectRedirect(await rejection(lps().leads.create(LEAD)), code, "/v1/leads");
  });

  test.each([301, 302, 303, 307, 308])("a %i to a GET: nothing reaches the target", async (code) => {
    status = code;
    expectRedirect(await rejection(lps().leads.get("lead_00000001")), code, "/v1/leads/lead_00000001");
  });

  test("raw: nothing reaches the target", async () => {
    expectRedirect(await rejection(lps().raw.POST("/leads", { body: LEAD })), 308, "/v1/leads");
  });

  test("with hooks (the attempt that builds a Request): nothing reaches the target", async () => {
    // A hook that hands back its own Request, whose redirect mode is fetch's default "follow".
    const replace = (request: Request) => new Request(request, { redirect: "follow" });
    const hooked = createClient({ apiKey: API_KEY, baseUrl: `${base}/v1`, maxRetries: 0, hooks: { beforeRequest: [replace] } });
    expectRedirect(await rejection(hooked.leads.create(LEAD)), 308, "/v1/leads");
  });

  test("a redirect is not retried", async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 307, headers: { location: "https://elsewhere.example/v1/leads" } }));
    const error = await rejection(createClient({ apiKey: API_KEY, baseUrl: "https://api.test/v1", fetch, maxRetries: 2 }).leads.list());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.redirect).toBe("manual");
    expect(error).toMatchObject({ status: 307 });
  });

  // A browser never shows a redirect it did not follow: status 0, type "opaqueredirect", no headers.
  test("a browser's opaque redirect is an APIError with status 0", async () => {
    const opaque = Object.defineProperty(Response.error(), "type", { value: "opaqueredirect" });
    const { fetch } = fakeFetch(() => opaque);
    const error = await rejection(createClient({ apiKey: API_KEY, baseUrl: "https://api.test/v1", fetch }).leads.list());
    expect(isAPIError(error)).toBe(true);
    expect(error).toMatchObject({ name: "APIError", status: 0 });
  });
});

describe("the OAuth helpers", () => {
  const config = (extra: Partial<OAuthClientConfig> = {}): OAuthClientConfig => ({ authUrl: base, clientId: "cli_abc", clientSecret: "lps_cs_TOPSECRET", ...extra });

  function expectRefused(error: unknown) {
    expect(received).toEqual([]);
    expect(isOAuthError(error)).toBe(true);
    expect(error).toMatchObject({ error: "unexpected_redirect", code: "unexpected_redirect", status: 308 });
    expect((error as Error).message).toBe("unexpected_redirect: The server answered with a redirect, which the SDK does not follow.");
  }

  test("exchangeCode sends its code, verifier and secret nowhere", async () => {
    expectRefused(await rejection(exchangeCode(config(), { code: "lps_ac_code", redirectUri: "https://app.example/cb", codeVerifier: "v".repeat(43) })));
  });

  test.each(["client_secret_post", "client_secret_basic"] as const)("refreshTokens (%s) sends its refresh token and secret nowhere", async (clientAuthMethod) => {
    expectRefused(await rejection(refreshTokens(config({ clientAuthMethod }), "lps_rt_REFRESHTOKEN")));
  });

  test("revokeToken sends its token nowhere", async () => {
    expectRefused(await rejection(revokeToken(config(), "lps_rt_REFRESHTOKEN", "refresh_token")));
  });

  test("discovery (before userinfo) is not followed", async () => {
    expectRefused(await rejection(fetchUserInfo(config({ issuer: base }), "eyJ.a.b")));
  });

  test("the JWK set is not followed", async () => {
    // An ID token in the answer makes exchangeCode fetch the keys; only the key set redirects.
    const header = Buffer.from(JSON.stringify({ alg: "ES256", kid: "k1" })).toString("base64url");
    const { fetch } = fakeFetch((request) =>
      request.url.endsWith("/jwks") ? fetchRedirect(request) : json(200, { access_token: "eyJ.a.b", token_type: "Bearer", expires_in: 3600, id_token: `${header}.e30.c2ln` }),
    );
    expectRefused(await rejection(exchangeCode(config({ fetch, jwksUri: `${base}/jwks` }), { code: "c", redirectUri: "https://app.example/cb", nonce: "n" })));
  });

  test("a redirect is unexpected_redirect whatever its body claims", async () => {
    const { fetch } = fakeFetch(() => json(307, { error: "invalid_grant" }, { location: "http://elsewhere.example/oauth/token" }));
    const error = await rejection(refreshTokens({ authUrl: "https://auth.test", clientId: "cli_abc", fetch }, "lps_rt_x"));
    expect(error).toMatchObject({ error: "unexpected_redirect", status: 307 });
  });

  test("a browser's opaque redirect is refused too, with status 0", async () => {
    const opaque = Object.defineProperty(Response.error(), "type", { value: "opaqueredirect" });
    const { fetch, calls } = fakeFetch(() => opaque);
    const error = await rejection(refreshTokens({ authUrl: "https://auth.test", clientId: "cli_abc", fetch }, "lps_rt_x"));
    expect(calls[0]!.request.redirect).toBe("manual");
    expect(error).toMatchObject({ error: "unexpected_redirect", status: 0 });
  });
});
