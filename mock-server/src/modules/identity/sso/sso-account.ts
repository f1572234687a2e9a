import type { JWTPayload } from "jose";
import type { Organization, SsoSettings } from "../../../store/organizations";
import type { IdentityDeps } from "../identity-deps";
import type { User } from "../users";
import { domainOf } from "./sso-flow";
import { SsoFailure } from "./sso-failure";

/** An SSO account as its provider names it, and the user it signs in as. */
export interface SsoLink {
  /** A person may belong to two organisations, as two users: each links the account for itself. */
  organization_id: string;
  issuer: string;
  sub: string;
  user_id: string;
}

const keyOf = (organizationId: string, issuer: string, sub: string) => JSON.stringify([organizationId, issuer, sub]);

/**
 * Which user each provider account is: found by (issuer, sub), the pair OpenID Connect Core §5.7
 * calls the only stable identifier of an account, never by the address it claims.
 */
export function createSsoLinks() {
  const links = new Map<string, SsoLink>();
  return {
    /** The organisation's user (issuer, sub) was linked to. */
    userOf: (organizationId: string, issuer: string, sub: string) => links.get(keyOf(organizationId, issuer, sub))?.user_id,
    /** Whether the user already has an account of this provider. */
    hasAccountAt: (userId: string, issuer: string) => [...links.values()].some((link) => link.user_id === userId && link.issuer === issuer),
    link: (link: SsoLink) => void links.set(keyOf(link.organization_id, link.issuer, link.sub), { ...link }),
    /** A removed user's accounts go with them: the next sign-in of one provisions anew. */
    forgetUser(userId: string): void {
      for (const [key, link] of links) if (link.user_id === userId) links.delete(key);
    },
    records: () => [...links.values()],
    clear: () => links.clear(),
  };
}

export type SsoLinks = ReturnType<typeof createSsoLinks>;

type NewUser = Parameters<IdentityDeps["users"]["create"]>[0];

export interface SignedInAccount {
  organization: Organization & { sso: SsoSettings };
  issuer: string;
  /** The validated ID token's claims: `sub` is there (a required claim). */
  claims: JWTPayload;
}

/**
 * The user an SSO account signs in as: the one its (issuer, sub) was linked to; else the
 * organisation's user with its address, linked now, but only if the provider verified that
 * address (a provider account may claim any address); else a new user, linked from the start.
 */
export function accountUser(
  deps: Pick<IdentityDeps, "users"> & { links: SsoLinks },
  { organization: org, issuer, claims }: SignedInAccount,
  provision: (input: NewUser) => User,
): User {
  // An address the provider says it has not verified could be anyone's (Core §5.7).
  if (claims.email_verified === false) throw new SsoFailure("bad_claims", "The provider has not verified the account's email address.");
  const email = typeof claims.email === "string" ? claims.email.toLowerCase() : "";
  if (!org.sso.email_domains.includes(domainOf(email))) {
    throw new SsoFailure("wrong_domain", `${email || "The account"} is not at ${org.sso.email_domains.join(", ")}.`, 403);
  }
  const sub = String(claims.sub);
  const linkedId = deps.links.userOf(org.id, issuer, sub);
  const linked = linkedId === undefined ? undefined : deps.users.get(linkedId);
  if (linked) return linked;
  const link = (user: User) => (deps.links.link({ organization_id: org.id, issuer, sub, user_id: user.id }), user);
  const existing = deps.users.byEmail(org.id, email);
  if (!existing) return link(provision({ email, name: typeof claims.name === "string" ? claims.name : email, role: org.sso.default_role, organization_id: org.id }));
  if (claims.email_verified !== true) {
    throw new SsoFailure("unverified_email", `${org.name} has a user at ${email}, and the provider does not say it verified that address: the account is not linked to them.`, 403);
  }
  // A second account with the same address (say, one re-created for a recycled address) is someone else.
  if (deps.links.hasAccountAt(existing.id, issuer)) {
    throw new SsoFailure("account_conflict", `The user at ${email} is linked to another account of this identity provider.`, 403);
  }
  return link(existing);
}
