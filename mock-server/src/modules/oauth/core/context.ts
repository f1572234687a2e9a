import type { Clock } from "../../../domain/clock/clock";
import type { OAuthAuditEntry, OAuthIdentity, OAuthServerOptions, ResourceOwner } from "../types";
import { createAddressLimiter, type AddressLimiter } from "./address-limiter";
import { webRandom, type RandomBytes } from "./bytes";
import { createClientRegistry, type ClientRecord, type ClientRegistry } from "./client-registry";
import { createConsentHandles, type ConsentHandles } from "./consent-handles";
import { createGrantStore, type GrantStore } from "./grant-store";
import { createSigner, type Signer } from "./signer";
import { standaloneIdentity } from "./standalone-identity";
import { createThrottle, type Throttle } from "./throttle";

/** A validated authorization request, waiting for consent. */
export interface AuthorizationRequest {
  client: ClientRecord;
  redirectUri: string;
  scopes: string[];
  state?: string;
  /** S256 code_challenge. */
  challenge?: string;
  /** OpenID Connect: echoed in the ID token. */
  nonce?: string;
  /** The signed-in user who is asked to consent. */
  owner: ResourceOwner;
}

/** The server's state and collaborators, shared by every endpoint. */
export interface OAuthContext {
  clock: Clock;
  random: RandomBytes;
  audit(entry: OAuthAuditEntry): void;
  /** The issuer identifier for a request: the configured one, else the request's origin. */
  issuer(request: Request): string;
  clients: ClientRegistry;
  grants: GrantStore;
  signer: Signer;
  throttle: Throttle;
  consents: ConsentHandles<AuthorizationRequest>;
  /** Unauthenticated authorization requests per client address. */
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
