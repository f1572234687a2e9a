import type { Answer, Harness } from "../http/harness";

// The identity side's credentials of an organisation, made the way an integrator would: a user of
// the organisation signs in through the user picker (a session cookie), and an OAuth client of the
// organisation runs the code flow with that session (an access token naming the user).

/** Headers that authenticate one caller; a session also needs the same-origin mark to write. */
export type Headers = Record<string, string>;

/** What the helpers need of a harness: its call (the quota test brings a lighter one). */
export type Caller = Pick<Harness, "call">;

const REDIRECT = "http://127.0.0.1:8080/callback";

const cookieOf = (answer: Answer, name: string): string | undefined =>
  answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${name}=`));

/** One developer per organisation (every API scope), made on first use. */
const usersByOrganization = new WeakMap<Caller, Map<string, Promise<string>>>();

export function userOf(h: Caller, organizationId: string): Promise<string> {
  let users = usersByOrganization.get(h);
  if (!users) usersByOrganization.set(h, (users = new Map()));
  let user = users.get(organizationId);
  if (!user) {
    user = (async () => {
      const email = `dev-${organizationId.toLowerCase()}@isolation.test`;
      const created = await h.call("POST", `/__sandbox/organizations/${organizationId}/users`, {
        key: null,
        body: { email, name: `Developer of ${organizationId}`, role: "developer" },
      });
      if (created.status !== 201 && created.status !== 200) throw new Error(`user: ${created.status} ${created.text}`);
      return created.json.id as string;
    })();
    users.set(organizationId, user);
  }
  return user;
}

/** Signs the organisation's developer in through the picker; the Cookie header of the session. */
export async function sessionCookie(h: Caller, organizationId: string): Promise<string> {
  const userId = await userOf(h, organizationId);
  const page = await h.call("GET", `/signin?org=${organizationId}`, { key: null });
  const picker = cookieOf(page, "lps_signin");
  const handle = /name="handle" value="([^"]+)"/.exec(page.text)?.[1];
  if (!picker || !handle) throw new Error(`picker: ${page.status} ${page.text.slice(0, 200)}`);
  const signedIn = await h.call("POST", "/signin", {
    key: null,
    rawBody: new URLSearchParams({ handle, user_id: userId }).toString(),
    headers: { cookie: picker, "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
  });
  const session = cookieOf(signedIn, "lps_session");
  if (!session) throw new Error(`sign-in: ${signedIn.status} ${signedIn.text.slice(0, 200)}`);
  return session;
}

export async function sessionCredential(h: Caller, organizationId: string): Promise<Headers> {
  return { cookie: await sessionCookie(h, organizationId), "sec-fetch-site": "same-origin" };
}

/** An auto-approving client of the organisation, authorized by its signed-in developer. */
export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  client_id: string;
  client_secret: string;
}

export async function accessToken(h: Caller, organizationId: string): Promise<string> {
  return (await issueTokens(h, organizationId)).access_token;
}

/** The token answer of a code flow, with the client that ran it (to refresh with). */
export async function issueTokens(h: Caller, organizationId: string): Promise<IssuedTokens> {
  const client = await h.call("POST", "/__sandbox/oauth-clients", {
    key: null,
    body: { name: `CRM of ${organizationId}`, redirect_uris: [REDIRECT], organization_id: organizationId, auto_approve: true, confidential: true },
  });
  if (client.status >= 300) throw new Error(`client: ${client.status} ${client.text}`);
  const verifier = "isolation-verifier-".padEnd(64, "x");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  const query = new URLSearchParams({
    client_id: client.json.client_id,
    response_type: "code",
    redirect_uri: REDIRECT,
    scope: client.json.scopes.join(" "),
    code_challenge: Buffer.from(digest).toString("base64url"),
    code_challenge_method: "S256",
  });
  const cookie = await sessionCookie(h, organizationId);
  const redirect = await h.call("GET", `/oauth/authorize?${query}`, { key: null, headers: { cookie } });
  const code = new URL(redirect.headers.get("location") ?? "", REDIRECT).searchParams.get("code");
  if (redirect.status !== 302 || !code) throw new Error(`authorize: ${redirect.status} ${redirect.headers.get("location")} ${redirect.text.slice(0, 200)}`);
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
    client_id: client.json.client_id,
    client_secret: client.json.client_secret,
  });
  const token = await h.call("POST", "/oauth/token", {
    key: null,
    rawBody: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  if (token.status !== 200) throw new Error(`token: ${token.status} ${token.text}`);
  return { ...token.json, client_id: client.json.client_id, client_secret: client.json.client_secret } as IssuedTokens;
}
