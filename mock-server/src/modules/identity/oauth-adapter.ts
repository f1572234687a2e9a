import type { OAuthIdentity } from "../oauth";
import type { Identity } from "./identity";
import { scopesOfRole } from "./users";
import type { OrganizationRegistry } from "../../store/organizations";

/** The identity layer as the authorization server sees it: who consents, and their claims. */
export function oauthIdentity(identity: Identity, organizations: OrganizationRegistry): OAuthIdentity {
  return {
    async currentUser(request, clientIp) {
      const current = await identity.currentUser(request, clientIp);
      if (!current) return undefined;
      const { user, organizationId, authTime, setCookie } = current;
      const owner = {
        userId: user.id,
        organizationId,
        authTime,
        name: user.name,
        email: user.email,
        organizationName: organizations.get(organizationId)?.name ?? organizationId,
        role: user.role,
      };
      return { owner, ...(setCookie && { setCookie }) };
    },
    signInUrl: identity.signInUrl,
    userScopes(userId) {
      const user = identity.users.get(userId);
      return user && scopesOfRole(user.role);
    },
    userClaims(userId) {
      const user = identity.users.get(userId);
      return user && { email: user.email, name: user.name };
    },
    defaultOrganizationId: () => organizations.demo().id,
    organizationExists: (organizationId) => organizations.get(organizationId) !== undefined,
  };
}
