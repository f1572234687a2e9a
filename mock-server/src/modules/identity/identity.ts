import { Hono } from "hono";
import { isLoopback } from "../../auth/ip-allowlist";
import type { Clock } from "../../domain/clock/clock";
import { randomToken, type RandomBytes } from "../oauth/core/bytes";
import { createSigner, type Signer } from "../oauth/core/signer";
import { createTestUsers, type TestUser } from "./builtin-idp/idp-users";
import { idpRoutes } from "./builtin-idp/idp-routes";
import { IDP_PATH } from "./defaults";
import type { IdentityAuditEntry, IdentityDeps } from "./identity-deps";
import { outboundFetch } from "./outbound-fetch";
import { identitySandboxRoutes } from "./sandbox-routes";
import { createSessionStore } from "./session-store";
import { sessionRoutes } from "./session-routes";
import { createSessions, type LiveSession } from "./sessions";
import type { OrganizationRegistry } from "../../store/organizations";
import { signinRoutes } from "./signin-routes";
import { createSsoClient, type Fetch } from "./sso/sso-client";
import { createSsoTransactions } from "./sso/sso-flow";
import { createSsoLinks, type SsoLink } from "./sso/sso-account";
import { createAddressLimiter } from "../oauth/core/throttle";
import type { UrlPolicyOptions } from "../../webhooks/url-policy";
import { ssoRoutes } from "./sso/sso-routes";
import { createUserRegistry, DEMO_OWNER, type User } from "./users";

export interface IdentityOptions {
  clock: Clock;
  random: RandomBytes;
  /** The server's key set: session tokens are signed with the same key as access tokens. */
  signer: Pick<Signer, "signJwt" | "verifyJwt">;
  organizations: OrganizationRegistry;
  newUserId(): string;
  /** The `sub` of a new test user of the built-in provider. */
  newTestUserSubject(): string;
  audit(entry: IdentityAuditEntry): void;
  baseUrl(request: Request): string;
  /** Sessions required: no loopback caller is taken for the demo owner (CLI --auth). */
  requireSession: boolean;
  /** Plain http to loopback identity providers allowed (sandbox mode). */
  allowLoopbackHttp: boolean;
  /** Where this server listens, when known: an identity provider may not send it there. */
  self?: () => UrlPolicyOptions["self"];
  /** Outbound fetch for external identity providers (tests inject one). */
  fetch?: typeof fetch;
}

/** The request's user: a live session, or (without --auth) the demo owner for a loopback caller. */
export interface CurrentUser {
  user: User;
  organizationId: string;
  authTime: number;
  /** A renewed session cookie to send back, when the user came from a session. */
  setCookie?: string;
}

export type Identity = ReturnType<typeof createIdentity>;

/** Users, sessions, sign-in, SSO and the built-in identity provider, as one set of routes. */
export function createIdentity(options: IdentityOptions) {
  const { clock, random, organizations } = options;
  const users = createUserRegistry(clock, options.newUserId);
  const store = createSessionStore(clock, () => randomToken(random, 16, "ses_"));
  const sessions = createSessions({ clock, signer: options.signer, store, users });
  const testUsers = createTestUsers(options.newTestUserSubject);
  const transactions = createSsoTransactions(clock, random);
  const links = createSsoLinks();
  // /sso/start is anonymous and leaves a pending sign-in behind, as /oauth/authorize does.
  const startLimiter = createAddressLimiter(clock);
  const deps: IdentityDeps = { clock, random, organizations, users, store, sessions, audit: options.audit, baseUrl: options.baseUrl };

  const idp = idpRoutes({ clock, random, signer: createSigner(), users: testUsers, baseUrl: options.baseUrl });
  // The built-in provider is called in process: this server may not know its own public address.
  const inProcess: Fetch = async (url, init) => idp.fetch(new Request(url, init));
  const external = outboundFetch(options.fetch ?? fetch, () => ({ allowLoopbackHttp: options.allowLoopbackHttp, self: options.self?.() }));
  // The issuers this server's own provider has had, one per base URL it was reached under.
  const builtinIssuers = new Set<string>();
  const client = createSsoClient({ clock, fetch: (issuer) => (builtinIssuers.has(issuer) ? inProcess : external) });
  const signin = signinRoutes(deps);

  const routes = new Hono()
    .use("/sso/*", async (c, next) => {
      builtinIssuers.add(options.baseUrl(c.req.raw).replace(/\/$/, "") + IDP_PATH);
      await next();
    })
    .route("/", sessionRoutes(deps))
    .route("/", signin)
    .route("/", ssoRoutes({ ...deps, client, transactions, links, startLimiter }))
    .route("/", idp)
    .route("/", identitySandboxRoutes(deps, testUsers));

  users.onRemoved((user) => {
    store.endForUser(user.id);
    links.forgetUser(user.id);
  });

  function seedDemoOwner(): void {
    const { id, ...owner } = DEMO_OWNER;
    users.create({ ...owner, organization_id: organizations.demo().id }, id);
  }

  return {
    routes,
    users,
    sessions,
    store,
    testUsers,
    /** The user a browser request acts as, renewing its session token on the way. */
    async currentUser(request: Request, clientIp: string | undefined): Promise<CurrentUser | undefined> {
      const live: LiveSession | null = await sessions.fromRequest(request);
      if (live) {
        const { header } = await sessions.setCookie(live.record, request);
        return { user: live.user, organizationId: live.record.organizationId, authTime: live.record.authTime, setCookie: header };
      }
      if (options.requireSession || clientIp === undefined || !isLoopback(clientIp)) return undefined;
      const owner = users.get(DEMO_OWNER.id);
      return owner && { user: owner, organizationId: owner.organization_id, authTime: clock.now() };
    },
    signInUrl: (organizationId: string, returnTo: string) =>
      `/signin?${new URLSearchParams({ org: organizationId, return_to: returnTo })}`,
    /** SSO changed or was removed: the sessions it started end (OWASP: revoke on privilege change). */
    ssoChanged(organizationId: string): void {
      store.endSsoOf(organizationId);
      options.audit({ action: "session.sso_revoked", actor: "system", status: 200, resource_id: organizationId, organization_id: organizationId });
    },
    reset(): void {
      for (const part of [users, store, testUsers, transactions, links, startLimiter]) part.clear();
      signin.clearHandles();
      client.forget();
      seedDemoOwner();
    },
    // The demo owner belongs to the process, like the demo key: made again on import and reset.
    exportState: () => ({
      users: users.records().filter((user) => user.id !== DEMO_OWNER.id),
      idp_users: testUsers.records(),
      sso_links: links.records(),
    }),
    importState(state: { users: User[]; idp_users: TestUser[]; sso_links?: SsoLink[] }): void {
      for (const part of [users, store, testUsers, transactions, links]) part.clear();
      for (const user of state.users) users.restore(user);
      for (const user of state.idp_users) testUsers.restore(user);
      for (const link of state.sso_links ?? []) links.link(link);
      if (!users.get(DEMO_OWNER.id)) seedDemoOwner();
    },
  };
}
