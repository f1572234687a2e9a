import type { Clock } from "../../../domain/clock/clock";
import { SUBJECT } from "../defaults";
import { ALL_SCOPES } from "./scopes";
import type { OAuthIdentity } from "../types";

/** The organisation of the standalone server's one user. */
export const STANDALONE_ORGANIZATION = "org_demo";

/**
 * The authorization server on its own (no identity layer): one demo user, always signed in just
 * now, so consent is given on their behalf and no sign-in page is ever needed.
 */
export function standaloneIdentity(clock: Clock): OAuthIdentity {
  const owner = {
    userId: SUBJECT,
    organizationId: STANDALONE_ORGANIZATION,
    name: "Demo User",
    email: "demo@lps.example",
    organizationName: "Demo Realty",
    role: "owner",
  };
  return {
    currentUser: async () => ({ owner: { ...owner, authTime: clock.now() } }),
    signInUrl: (_organizationId, returnTo) => returnTo,
    userScopes: (userId) => (userId === SUBJECT ? ALL_SCOPES : undefined),
    userClaims: (userId) => (userId === SUBJECT ? { email: owner.email, name: owner.name } : undefined),
    defaultOrganizationId: () => STANDALONE_ORGANIZATION,
    organizationExists: (organizationId) => organizationId === STANDALONE_ORGANIZATION,
  };
}
