import type { SessionVerifier } from "../auth/session-credential";
import type { OrganizationRegistry } from "../store/organizations";

/** What identity needs from, and adds to, the engine context. */
export interface IdentityHost {
  organizations: OrganizationRegistry;
  /** Tried by the authenticator for requests that carry a Cookie and no Authorization. */
  sessionVerifiers: SessionVerifier[];
  /** Called with an organisation id whenever its SSO settings change or are removed. */
  onSsoChanged: ((organizationId: string) => void)[];
}

/** The engine context seen as identity's host: a type check, nothing is copied. */
export const identityHost = (host: IdentityHost): IdentityHost => host;
