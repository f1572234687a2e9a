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
