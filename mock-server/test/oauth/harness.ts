import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from "oauth4webapi";
import type { Clock } from "../../src/domain/clock/clock";
import { frozenClock } from "../support/frozen-clock";
import { createOAuthServer } from "../../src/modules/oauth";
import type { CreatedOAuthClient, OAuthAuditEntry, OAuthClientInput } from "../../src/modules/oauth";

export const ORIGIN = "http://127.0.0.1:4010";
export const REDIRECT = "https://app.example.com/callback";
export const CODE_TTL = 60 * 1000;

export type TokenBody = Record<string, string>;

/** A clock that moves only when told, so delays and expiries are exact to the millisecond. */
export { frozenClock };

/** A fresh server on a clock of its own, driven through `routes.fetch` like the engine does. */
export function createHarness() {
  const clock = frozenClock();
  const audit: OAuthAuditEntry[] = [];
  const server = createOAuthServer({ clock, audit: (entry) => audit.push(entry) });
  const call = (path: string, init?: RequestInit) => server.routes.fetch(new Request(ORIGIN + path, init));

  const client = (input: Partial<OAuthClientInput> = {}) =>
    server.clients.create({ name: "CRM Sync", redirect_uris: [REDIRECT], ...input });

  const authorize = (params: Record<string, string>) => call(`/oauth/authorize?${new URLSearchParams(params)}`);

  /** Sends the token request as JSON (the spec's form) or form-urlencoded, optionally with Basic. */
  const token = (body: TokenBody, options: { form?: boolean; basic?: [string, string] } = {}) => {
    const headers: Record<string, string> = {
      "Content-Type": options.form ? "application/x-www-form-urlencoded" : "application/json",
    };
    if (options.basic) headers.Authorization = basicAuth(...options.basic);
    const payload = options.form ? new URLSearchParams(body).toString() : JSON.stringify(body);
    return call("/oauth/token", { method: "POST", headers, body: payload });
  };

  /** Runs the authorization request through an auto-approving client and returns the code. */
  async function issueCode(owner: CreatedOAuthClient, extra: Record<string, string> = {}) {
    const verifier = generateRandomCodeVerifier();
    const response = await authorize({
      client_id: owner.client_id,
      response_type: "code",
      redirect_uri: owner.redirect_uris[0] ?? REDIRECT,
      state: "st-1",
      code_challenge: await calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      ...extra,
    });
    const code = location(response).searchParams.get("code");
    if (!code) throw new Error(`no code in ${response.headers.get("location")}`);
    return { code, verifier };
  }

  /** Code exchange with the client's credentials in the body. */
  async function exchange(owner: CreatedOAuthClient, extra: TokenBody = {}) {
    const { code, verifier } = await issueCode(owner);
    const body = codeRequest(owner, code, verifier, extra);
    return { code, verifier, body, response: await token(body) };
  }

  return { clock, audit, server, call, client, authorize, token, issueCode, exchange };
}

export function codeRequest(
  owner: CreatedOAuthClient,
  code: string,
  verifier: string,
  extra: TokenBody = {},
): TokenBody {
  return {
    grant_type: "authorization_code",
    code,
    redirect_uri: owner.redirect_uris[0] ?? REDIRECT,
    code_verifier: verifier,
    client_id: owner.client_id,
    ...(owner.client_secret && { client_secret: owner.client_secret }),
    ...extra,
  };
}

export function refreshRequest(owner: CreatedOAuthClient, refreshToken: string, extra: TokenBody = {}): TokenBody {
  return {
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: owner.client_id,
    ...(owner.client_secret && { client_secret: owner.client_secret }),
    ...extra,
  };
}

/** RFC 6749 §2.3.1: id and secret are form-urlencoded before going into Basic. */
export function basicAuth(id: string, secret: string): string {
  return "Basic " + btoa(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`);
}

export function location(response: Response): URL {
  const value = response.headers.get("location");
  if (response.status !== 302 || !value) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(value);
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
  token_type: string;
  expires_in: number;
}

export const json = <T = Tokens>(response: Response) => response.json() as Promise<T>;
