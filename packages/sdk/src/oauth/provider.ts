import type { OAuthClientConfig } from "./config";
import { OAuthError } from "./errors";
import { requestJson } from "./http";

/** The parts of an OpenID provider's metadata (OpenID Connect Discovery §3) the helpers read. */
export interface ProviderMetadata {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  [field: string]: unknown;
}

/** A public key of the provider's JWK set (RFC 7517), as far as ID token checks need it. */
export interface Jwk {
  kty: string;
  kid?: string;
  use?: string;
  alg?: string;
  crv?: string;
  x?: string;
  y?: string;
  n?: string;
  e?: string;
}

interface Cached {
  metadata?: Promise<ProviderMetadata>;
  keys?: Promise<Jwk[]>;
}

// Per client config, so two providers (or two tenants of one) never share keys; a WeakMap lets
// a dropped config take its cache with it.
const caches = new WeakMap<OAuthClientConfig, Cached>();
const cacheOf = (config: OAuthClientConfig): Cached => caches.get(config) ?? (caches.set(config, {}), caches.get(config)!);

/** The issuer every ID token must name: `issuer`, else `authUrl` without a trailing slash. */
export const issuerOf = (config: OAuthClientConfig): string => config.issuer ?? config.authUrl.replace(/\/+$/, "");

/** A cached promise that is dropped again if it fails, so the next call retries. */
function remember<T>(cached: Cached, name: keyof Cached, load: () => Promise<T>): Promise<T> {
  const promise = load();
  (cached as Record<string, Promise<T>>)[name] = promise;
  promise.catch(() => {
    if (cached[name] === promise) delete cached[name];
  });
  return promise;
}

/** The provider's discovery document, fetched once per config; its `issuer` must be the expected one (Discovery §4.3). */
export function providerMetadata(config: OAuthClientConfig): Promise<ProviderMetadata> {
  const cached = cacheOf(config);
  return (cached.metadata ?? remember(cached, "metadata", async () => {
    const issuer = issuerOf(config);
    const url = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
    const metadata = (await requestJson(config, url)) as ProviderMetadata | undefined;
    if (metadata?.issuer !== issuer) {
      throw new OAuthError("invalid_issuer", `${url} names issuer ${JSON.stringify(metadata?.issuer)}, not ${issuer}`);
    }
    return metadata;
  }));
}

/**
 * The provider's signing keys: from `jwksUri`, else the discovery document's `jwks_uri`. Kept
 * per config; `refetch` loads them again, for a token signed with a key rotated in since.
 */
export function signingKeys(config: OAuthClientConfig, refetch = false): Promise<Jwk[]> {
  const cached = cacheOf(config);
  if (cached.keys && !refetch) return cached.keys;
  return remember(cached, "keys", async () => {
    const url = config.jwksUri ?? (await providerMetadata(config)).jwks_uri;
    const set = (await requestJson(config, url)) as { keys?: unknown } | undefined;
    if (!Array.isArray(set?.keys)) throw new OAuthError("invalid_id_token", `${url} has no keys`);
    return set.keys as Jwk[];
  });
}

/** The claims `GET {userinfo_endpoint}` answers (OpenID Connect Core §5.3). */
export interface UserInfo {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  [claim: string]: unknown;
}

/**
 * Asks the provider's userinfo endpoint about the user an access token was issued for. Pass the
 * ID token's `sub` as `subject`: an answer about anyone else is refused (Core §5.3.2).
 */
export async function fetchUserInfo(config: OAuthClientConfig, accessToken: string, subject?: string): Promise<UserInfo> {
  const { userinfo_endpoint: endpoint } = await providerMetadata(config);
  if (!endpoint) throw new OAuthError("invalid_request", "The provider has no userinfo_endpoint");
  const info = (await requestJson(config, endpoint, { authorization: `Bearer ${accessToken}` })) as UserInfo | undefined;
  if (typeof info?.sub !== "string" || (subject !== undefined && info.sub !== subject)) {
    throw new OAuthError("invalid_userinfo", `userinfo sub ${JSON.stringify(info?.sub)} is not ${subject ?? "a string"}`);
  }
  return info;
}
