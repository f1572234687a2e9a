import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import type { Clock } from "../../../domain/clock/clock";
import { steadyReading } from "../../../domain/clock/steady-reading";
import { DISCOVERY_TTL_MS, IDP_FETCH_TIMEOUT_MS } from "../defaults";
import { SsoFailure } from "./sso-failure";

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  /** RFC 9207: the provider names itself in `iss` on every authorization response. */
  authorization_response_iss_parameter_supported?: boolean;
}

export interface RelyingParty {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

const ID_TOKEN_ALGS = ["ES256", "RS256", "PS256", "EdDSA", "ES384"];

/**
 * The relying-party half of OpenID Connect: discovery, code exchange and ID token validation
 * (Core §3.1.3.7) with jose, on the engine clock. Discovery documents and key sets are cached per
 * issuer for a few minutes; a signature that fails refetches the keys once (key rotation).
 */
export function createSsoClient(deps: { clock: Clock; fetch: (issuer: string) => Fetch }) {
  // Cache ages count forwards only, like every lifetime: a clock set back keeps nothing longer.
  const steady = steadyReading(deps.clock);
  const cache = new Map<string, { metadata: ProviderMetadata; jwks: JSONWebKeySet; at: number }>();

  async function getJson(issuer: string, url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
    try {
      const response = await deps.fetch(issuer)(url, { ...init, signal: AbortSignal.timeout(IDP_FETCH_TIMEOUT_MS) });
      return { status: response.status, body: await response.json().catch(() => undefined) };
    } catch (error) {
      if (error instanceof SsoFailure) throw error;
      throw new SsoFailure("idp_unreachable", `${url} could not be fetched (${String((error as Error).message ?? error)}).`, 502);
    }
  }

  async function provider(issuer: string, fresh = false) {
    const cached = cache.get(issuer);
    if (!fresh && cached && steady() - cached.at < DISCOVERY_TTL_MS) return cached;
    const { body } = await getJson(issuer, issuer.replace(/\/$/, "") + "/.well-known/openid-configuration");
    const metadata = body as Partial<ProviderMetadata> | undefined;
    // Core Discovery §4.3: the document's issuer must be exactly the one asked for.
    if (!metadata || metadata.issuer !== issuer || !metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
      throw new SsoFailure("idp_unreachable", `The discovery document of ${issuer} is missing or names another issuer.`, 502);
    }
    const keys = await getJson(issuer, metadata.jwks_uri);
    const jwks = keys.body as JSONWebKeySet;
    if (!Array.isArray(jwks?.keys)) throw new SsoFailure("idp_unreachable", `${metadata.jwks_uri} is not a JWK set.`, 502);
    const entry = { metadata: metadata as ProviderMetadata, jwks, at: steady() };
    cache.set(issuer, entry);
    return entry;
  }

  async function exchange(rp: RelyingParty, params: { code: string; redirectUri: string; verifier: string }) {
    const { metadata } = await provider(rp.issuer);
    const form = new URLSearchParams({
      grant_type: "authorization_code",
      code: params.code,
      redirect_uri: params.redirectUri,
      code_verifier: params.verifier,
    });
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" };
    if (rp.clientSecret) {
      const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, "+");
      headers.Authorization = "Basic " + btoa(`${encode(rp.clientId)}:${encode(rp.clientSecret)}`);
    } else form.set("client_id", rp.clientId);
    const { status, body } = await getJson(rp.issuer, metadata.token_endpoint, { method: "POST", headers, body: form.toString() });
    const idToken = (body as { id_token?: unknown } | undefined)?.id_token;
    if (status !== 200 || typeof idToken !== "string") {
      const error = (body as { error?: unknown } | undefined)?.error;
      throw new SsoFailure("token_exchange_failed", `The token endpoint answered ${status}${typeof error === "string" ? ` (${error})` : ""} without an ID token.`);
    }
    return idToken;
  }

  async function verifyWith(rp: RelyingParty, idToken: string, jwks: JSONWebKeySet): Promise<JWTPayload> {
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
      algorithms: ID_TOKEN_ALGS,
      issuer: rp.issuer,
      audience: rp.clientId,
      requiredClaims: ["sub", "exp", "iat"],
      currentDate: new Date(deps.clock.now()),
    });
    return payload;
  }

  /** Signature by the issuer's JWKS, iss, aud, exp and nonce; an SsoFailure names what failed. */
  async function validateIdToken(rp: RelyingParty, idToken: string, nonce: string): Promise<JWTPayload> {
    let payload: JWTPayload;
    try {
      payload = await verifyWith(rp, idToken, (await provider(rp.issuer)).jwks).catch(async (error: unknown) => {
        if (!(error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWSSignatureVerificationFailed)) throw error;
        return verifyWith(rp, idToken, (await provider(rp.issuer, true)).jwks);
      });
    } catch (error) {
      if (error instanceof SsoFailure) throw error;
      if (error instanceof errors.JWTExpired) throw new SsoFailure("expired_token", "The ID token's exp has passed.");
      if (error instanceof errors.JWTClaimValidationFailed) {
        throw new SsoFailure("bad_claims", `The ID token's ${error.claim} claim is wrong (${error.reason}).`);
      }
      throw new SsoFailure("bad_signature", "The ID token is not signed by a key of the provider's JWKS.");
    }
    // Core §3.1.3.7 step 11: the nonce sent must come back, exactly.
    if (payload.nonce !== nonce) throw new SsoFailure("bad_nonce", "The ID token's nonce differs from the one this sign-in sent.");
    return payload;
  }

  return { provider, exchange, validateIdToken, forget: () => cache.clear() };
}
