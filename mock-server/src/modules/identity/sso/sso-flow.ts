import type { Clock } from "../../../domain/clock/clock";
import { randomToken, sha256, type RandomBytes } from "../../oauth/core/bytes";
import { steadyReading } from "../../../domain/clock/steady-reading";
import { expiringMap } from "../../oauth/core/expiring-map";
import { IDP_PATH, SSO_TTL_MS, TOKEN_BYTES } from "../defaults";
import type { Organization, OrganizationRegistry, SsoSettings } from "../../../store/organizations";
import type { RelyingParty } from "./sso-client";
import { SsoFailure } from "./sso-failure";


/** One SSO round trip in flight, kept under its `state` until the provider sends the browser back. */
export interface PendingSso {
  organizationId: string;
  /** The provider the browser was sent to: only its answer may finish this sign-in (RFC 9700 §4.4). */
  issuer: string;
  /** Its metadata says it sends `iss` on every answer (RFC 9207 §3), so one without is refused. */
  issRequired: boolean;
  nonce: string;
  verifier: string;
  redirectUri: string;
  returnTo: string;
  /** The browser cookie the round trip was started with. */
  binding: string;
}

export const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/** The organisation `GET /sso/start` names, by slug or by the address's domain. */
export function resolveOrganization(organizations: OrganizationRegistry, query: { org?: string; email?: string }): Organization & { sso: SsoSettings } {
  const { org: slug, email } = query;
  if (!slug && !email) throw new SsoFailure("unknown_org", "Name the organisation (?org=<slug>) or your address (?email=).", 400);
  const org = slug ? organizations.bySlug(slug) : organizations.byEmailDomain(domainOf(email ?? ""));
  if (!org) {
    if (slug) throw new SsoFailure("unknown_org", `No organisation has the slug "${slug}".`, 404);
    throw new SsoFailure("wrong_domain", `No organisation signs in addresses at ${domainOf(email ?? "")}.`, 404);
  }
  if (!org.sso) throw new SsoFailure("sso_not_configured", `${org.name} has not configured SSO.`, 404);
  if (email && !org.sso.email_domains.includes(domainOf(email))) {
    throw new SsoFailure("wrong_domain", `${org.name} signs in addresses at ${org.sso.email_domains.join(", ")} only.`, 403);
  }
  return org as Organization & { sso: SsoSettings };
}

/** The provider an organisation trusts: the built-in one at {auth_url}/idp, or its own issuer. */
export function relyingParty(org: Organization & { sso: SsoSettings }, baseUrl: string): RelyingParty {
  const { sso } = org;
  if ("idp" in sso) return { issuer: baseUrl.replace(/\/$/, "") + IDP_PATH, clientId: org.id };
  return { issuer: sso.issuer, clientId: sso.client_id, clientSecret: sso.client_secret };
}

/** Pending round trips: state, nonce and PKCE verifier, each 256 random bits, used once. */
export function createSsoTransactions(clock: Clock, random: RandomBytes) {
  const pending = expiringMap<PendingSso>(steadyReading(clock));
  return {
    async begin(input: Omit<PendingSso, "nonce" | "verifier">) {
      const state = randomToken(random, TOKEN_BYTES);
      const entry: PendingSso = { ...input, nonce: randomToken(random, TOKEN_BYTES), verifier: randomToken(random, TOKEN_BYTES) };
      pending.set(state, entry, SSO_TTL_MS);
      return { state, nonce: entry.nonce, challenge: await sha256(entry.verifier) };
    },
    /** The round trip behind `state`, consumed whatever happens next; only with its own browser cookie. */
    take(state: string | undefined, binding: string | undefined): PendingSso {
      const entry = state ? pending.get(state) : undefined;
      if (state) pending.delete(state);
      if (!entry || !binding || entry.binding !== binding) {
        throw new SsoFailure("bad_state", "The state parameter is unknown, expired, already used or from another browser.");
      }
      return entry;
    },
    clear: () => pending.clear(),
  };
}
