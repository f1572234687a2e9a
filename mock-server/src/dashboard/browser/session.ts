import { config, ownRoute, scopeTo } from "./api";
import { h, label, mount } from "./dom";

/**
 * The signed-in mode. A page served without a key belongs to a browser session: it reads who is
 * signed in (GET /session), narrows the sandbox pages to that organisation, and offers Sign out.
 */

/** GET /session (identity.yaml). */
export interface SessionInfo {
  user: { id: string; email: string; name: string; role: string };
  organization: { id: string; name: string; slug: string };
  expires_at: string;
}

let current: SessionInfo | null = null;

/** The signed-in user's id, or null when the page holds a key. */
export function signedInUserId(): string | null {
  return current?.user.id ?? null;
}

/** The session has ended: the organisation's sign-in page, back to the dashboard afterwards. */
export function signInAgain(): void {
  location.assign(signInUrl(current?.organization.slug));
}

/** Where a browser without a (live) session signs in, and comes back to the dashboard. */
export function signInUrl(organization?: string): string {
  const query = new URLSearchParams(organization ? { org: organization, return_to: "/dashboard" } : { return_to: "/dashboard" });
  return "/signin?" + query.toString();
}

/**
 * The session behind the page, or null when the page holds a key (no session needed). A page
 * without a key whose session has ended is sent to sign in, and `undefined` says it is leaving.
 */
export async function startSession(): Promise<SessionInfo | null | undefined> {
  if (config.apiKey !== null) return null;
  const result = await ownRoute<SessionInfo>("GET", "/session");
  if (!result.ok) {
    signInAgain();
    return undefined;
  }
  scopeTo(result.data.organization.id);
  current = result.data;
  renewOnNavigation();
  return result.data;
}

/**
 * API calls do not renew the 15-minute session token; each page change does, with GET /session,
 * so a dashboard in use stays signed in. One that finds its session ended goes to sign in.
 */
function renewOnNavigation(): void {
  window.addEventListener("hashchange", async () => {
    const result = await ownRoute<SessionInfo>("GET", "/session");
    if (!result.ok && result.status === 401) signInAgain();
  });
}

/** Ends the session server-side (so a copied cookie stops working too), then signs in again. */
export async function signOut(session: SessionInfo): Promise<void> {
  await ownRoute<unknown>("POST", "/logout");
  location.assign(signInUrl(session.organization.slug));
}

function maskKey(key: string): string {
  return key.length > 16 ? key.slice(0, 7) + "…" + key.slice(-4) : "…";
}

/** The top bar: the API's address, and who the page acts as (the demo key, or the signed-in user). */
export function renderServerInfo(container: HTMLElement, session: SessionInfo | null): void {
  const api = ["API ", h("code", null, location.origin + "/v1")];
  if (session === null) {
    mount(container, api, " · demo key ", h("code", { title: "Used by the Webhooks, Leads and Market pages" }, maskKey(config.apiKey ?? "")));
    return;
  }
  const { user, organization } = session;
  mount(container, api, " · signed in with your session · ",
    h("span", { class: "session-user", "data-testid": "session-user", title: user.email + " (" + user.id + ")" },
      h("strong", null, user.name), " (", label(user.role), ") of ", h("strong", null, organization.name)),
    " ",
    h("button", { type: "button", class: "btn btn-small", onclick: () => signOut(session) }, "Sign out"));
}
