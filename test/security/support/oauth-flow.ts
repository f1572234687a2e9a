import type { Served } from "./served";

/** A confidential auto-approving client registered through the sandbox API. */
export async function registerClient(s: Served, scopes?: string[]): Promise<{ client_id: string; client_secret: string; redirect: string }> {
  const redirect = "https://app.example.com/callback";
  const { status, json } = await s.call("POST", "/__sandbox/oauth-clients", {
    key: null,
    body: { name: "CRM", redirect_uris: [redirect], auto_approve: true, ...(scopes && { scopes }) },
  });
  if (status !== 200) throw new Error(`could not register a client: ${status} ${JSON.stringify(json)}`);
  return { client_id: json.client_id, client_secret: json.client_secret, redirect };
}

type Client = { client_id: string; client_secret: string; redirect: string };

/** One grant (authorization request, auto-approved, code exchanged): its access token. */
export async function grantToken(s: Served, client: Client, scope?: string): Promise<string> {
  return (await grantTokens(s, client, scope)).access_token;
}

/** One grant's tokens. */
export async function grantTokens(s: Served, client: Client, scope?: string): Promise<{ access_token: string; refresh_token: string }> {
  const query = new URLSearchParams({ client_id: client.client_id, redirect_uri: client.redirect, response_type: "code", ...(scope && { scope }) });
  const authorize = await fetch(`${s.server.url}/oauth/authorize?${query}`, { redirect: "manual" });
  const code = new URL(authorize.headers.get("location") ?? "").searchParams.get("code");
  if (!code) throw new Error(`no code: ${authorize.status} ${authorize.headers.get("location")}`);
  const token = await fetch(`${s.server.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: client.redirect, client_id: client.client_id, client_secret: client.client_secret }),
  });
  const json = (await token.json()) as { access_token?: string; refresh_token?: string };
  if (!json.access_token || !json.refresh_token) throw new Error(`no token: ${token.status} ${JSON.stringify(json)}`);
  return { access_token: json.access_token, refresh_token: json.refresh_token };
}
