import type { Served } from "./served";

/** A confidential client registered through the sandbox API, auto-approving unless told otherwise. */
export async function registerClient(
  s: Served,
  scopes?: string[],
  { autoApprove = true } = {},
): Promise<{ client_id: string; client_secret: string; redirect: string }> {
  const redirect = "https://app.example.com/callback";
  const { status, json } = await s.call("POST", "/__sandbox/oauth-clients", {
    key: null,
    body: { name: "CRM", redirect_uris: [redirect], auto_approve: autoApprove, ...(scopes && { scopes }) },
  });
  if (status !== 200) throw new Error(`could not register a client: ${status} ${JSON.stringify(json)}`);
  return { client_id: json.client_id, client_secret: json.client_secret, redirect };
}

type Client = { client_id: string; client_secret: string; redirect: string };

/** One grant (authorization request, auto-approved, code exchanged): its access token. */
export async function grantToken(s: Served, client: Client, scope?: string): Promise<string> {
  return (await grantTokens(s, client, scope)).access_token;
}

/** The path of an authorization request of `client` (a confidential client: no PKCE needed). */
export const authorizePath = (client: Client, scope?: string) =>
  `/oauth/authorize?${new URLSearchParams({ client_id: client.client_id, redirect_uri: client.redirect, response_type: "code", ...(scope && { scope }) })}`;

/** The code (or error) an authorization response's redirect carries. */
export function redirectParams(response: Response): URLSearchParams {
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) throw new Error(`expected a redirect to the client, got ${response.status}`);
  return new URL(location).searchParams;
}

/** A token request of `client` (form-encoded, secret in the body): its status and JSON. */
export async function tokenRequest(s: Served, client: Client, params: Record<string, string>): Promise<{ status: number; json: any }> {
  const token = await fetch(`${s.server.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...params, client_id: client.client_id, client_secret: client.client_secret }),
  });
  return { status: token.status, json: await token.json() };
}

export const redeem = (s: Served, client: Client, code: string) =>
  tokenRequest(s, client, { grant_type: "authorization_code", code, redirect_uri: client.redirect });

export const refresh = (s: Served, client: Client, refreshToken: string) =>
  tokenRequest(s, client, { grant_type: "refresh_token", refresh_token: refreshToken });

/** One grant's tokens. */
export async function grantTokens(s: Served, client: Client, scope?: string): Promise<{ access_token: string; refresh_token: string }> {
  const authorize = await fetch(s.server.url + authorizePath(client, scope), { redirect: "manual" });
  const code = redirectParams(authorize).get("code");
  if (!code) throw new Error(`no code: ${authorize.headers.get("location")}`);
  const { status, json } = await redeem(s, client, code);
  if (!json.access_token || !json.refresh_token) throw new Error(`no token: ${status} ${JSON.stringify(json)}`);
  return { access_token: json.access_token, refresh_token: json.refresh_token };
}
