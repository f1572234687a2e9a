import type { EngineContext } from "../engine/engine-context";
import { createOrganizationStandIn } from "./organization-stand-in";
import type { OrganizationRegistry, SessionVerifier } from "./shared-contract";

/** What identity needs from, and adds to, the engine context (the shared interface). */
export interface IdentityHost {
  organizations: OrganizationRegistry;
  /** Tried by the authenticator for requests that carry a Cookie and no Authorization. */
  sessionVerifiers: SessionVerifier[];
  /** Called with an organisation id whenever its SSO settings change or are removed. */
  onSsoChanged: ((organizationId: string) => void)[];
}

/**
 * The context's organisations, session verifiers and SSO listeners. Whatever the engine does not
 * provide yet is created here once and kept on the context, so every module sees the same ones.
 */
export function identityHost(ctx: EngineContext): IdentityHost {
  const host = ctx as unknown as Partial<IdentityHost>;
  host.organizations ??= createOrganizationStandIn(ctx.clock);
  host.sessionVerifiers ??= [];
  host.onSsoChanged ??= [];
  return host as IdentityHost;
}
