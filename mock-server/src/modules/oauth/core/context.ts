import type { Clock } from "../../../domain/clock/clock";
import { SUBJECT } from "../defaults";
import type { OAuthAuditEntry, OAuthIdentity, OAuthServerOptions, ResourceOwner } from "../types";
import { webRandom, type RandomBytes } from "./bytes";
import { createClientRegistry, type ClientRecord, type ClientRegistry } from "./client-registry";
import { createConsentHandles, type ConsentHandles } from "./consent-handles";
import { createGrantStore, type GrantStore } from "./grant-store";
import { ALL_SCOPES } from "./scopes";
import { createSigner, type Signer } from "./signer";
import { createAddressLimiter, createThrottle, type AddressLimiter, type Throttle } from "./throttle";

/** A validated authorization request, waiting for the consent of `owner`. */
export interface AuthorizationRequest {
  client: ClientRecord;
  redirectUri: string;
  scopes: string[];
  state?: string;
  /** S256 code_challenge. */
  challenge?: string;
  nonce?: string;
  owner: ResourceOwner;
}

/** The server's state and collaborators, shared by every endpoint. */
export interface OAuthContext {
  clock: Clock;
  random: RandomBytes;
  audit(entry: OAuthAuditEntry): void;
  /** The configured issuer, else the request's origin. */
  issuer(request: Request): string;
  clients: ClientRegistry;
  grants: GrantStore;
  signer: Signer;
  throttle: Throttle;
  consents: ConsentHandles<AuthorizationRequest>;
  authorizeLimiter: AddressLimiter;
  identity: OAuthIdentity;
}

export function createContext(options: OAuthServerOptions): OAuthContext {
  const { clock } = options;
  const random = options.random ?? webRandom;
  return {
    clock,
    random,
    audit: options.audit ?? (() => {}),
    issuer: (request) => options.issuer?.() ?? new URL(request.url).origin,
    clients: createClientRegistry(clock, { ids: options.idRandom ?? random, secrets: random }),
    grants: createGrantStore(clock, random),
    signer: options.signer ?? createSigner(),
    throttle: createThrottle(clock),
    consents: createConsentHandles<AuthorizationRequest>(clock, random),
    authorizeLimiter: createAddressLimiter(clock),
    identity: options.identity ?? standaloneIdentity(clock),
  };
}

/** Standalone use (no identity layer): one demo user, always just signed in, so no sign-in page. */
function standaloneIdentity(clock: Clock): OAuthIdentity {
  const org = "org_demo";
  const owner = { userId: SUBJECT, organizationId: org, name: "Demo User", email: "demo@lps.example", organizationName: "Demo Realty", role: "owner" };
  return {
    currentUser: async () => ({ owner: { ...owner, authTime: clock.now() } }),
    signInUrl: (_organizationId, returnTo) => returnTo,
    userScopes: (userId) => (userId === SUBJECT ? ALL_SCOPES : undefined),
    userClaims: (userId) => (userId === SUBJECT ? { email: owner.email, name: owner.name } : undefined),
    defaultOrganizationId: () => org,
    organizationExists: (organizationId) => organizationId === org,
  };
}
