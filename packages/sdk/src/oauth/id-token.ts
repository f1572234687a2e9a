import type { IdTokenClaims, OAuthClientConfig } from "./config";
import { OAuthError } from "./errors";
import { type Jwk, issuerOf, signingKeys } from "./provider";

/**
 * The only algorithms accepted, each bound to its key type: `none`, HS256 and anything else are
 * refused before a key is even looked up, which rules out algorithm confusion (RFC 8725 §3.1).
 * A JWS ES256 signature is raw r||s, the form Web Crypto's ECDSA verify takes as it is.
 */
const ALGORITHMS = {
  ES256: { kty: "EC", params: { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" } },
  RS256: { kty: "RSA", params: { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } },
} as const;

/** The check an ID token failed: the claim's name, or `format`, `alg`, `kid`, `signature`, `missing`. */
export type IdTokenFailure = "format" | "alg" | "kid" | "signature" | "missing" | "iss" | "aud" | "azp" | "sub" | "exp" | "iat" | "nonce";

/** An OAuthError `invalid_id_token` whose `reason` names the failed check; `problem` completes "The ID token …". */
export const invalidIdToken = (reason: IdTokenFailure, problem: string): OAuthError =>
  Object.assign(new OAuthError("invalid_id_token", `The ID token ${problem} (${reason})`), { reason });

// Decoding base64url is not cryptography; the characters were checked by the caller's pattern.
const decode = (part: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(part.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
const parse = (part: string): unknown => JSON.parse(new TextDecoder().decode(decode(part)));
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The one key that may have signed a token with this header; refetches the set once when none is found. */
async function findKey(config: OAuthClientConfig, kid: unknown, alg: keyof typeof ALGORITHMS): Promise<Jwk> {
  const fits = (key: Jwk) => key.kty === ALGORITHMS[alg].kty && (kid === undefined || key.kid === kid) && (key.use ?? "sig") === "sig" && (key.alg ?? alg) === alg;
  let keys = (await signingKeys(config)).filter(fits);
  if (!keys.length) keys = (await signingKeys(config, true)).filter(fits);
  if (keys.length !== 1) throw invalidIdToken("kid", `kid ${JSON.stringify(kid)} matches ${keys.length} ${alg} keys`);
  return keys[0]!;
}

/**
 * Verifies an ID token as OpenID Connect Core §3.1.3.7 asks: the signature by the provider's
 * key set, then `iss`, `aud` (and `azp`), `sub`, `exp`, `iat` and, when one was sent, `nonce`.
 * Returns the claims; throws `invalid_id_token` with the failed check as `reason`.
 */
export async function verifyIdToken(config: OAuthClientConfig, idToken: string, nonce: string | undefined): Promise<IdTokenClaims> {
  // Anything but three base64url parts (not even a string) leaves them empty, which parse refuses.
  const [, head = "", body = "", signature = ""] = /^([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(idToken) ?? [];
  let header: unknown;
  let claims: unknown;
  try {
    header = parse(head);
    claims = parse(body);
  } catch {
    // Not base64url-encoded JSON: refused just below.
  }
  if (!isObject(header) || !isObject(claims)) throw invalidIdToken("format", "is not a compact JWS of JSON objects");
  const alg = header.alg as keyof typeof ALGORITHMS;
  // `crit` names extensions the verifier must understand (RFC 7515 §4.1.11); none are supported.
  if (!Object.hasOwn(ALGORITHMS, alg) || header.crit !== undefined) throw invalidIdToken("alg", `alg ${JSON.stringify(header.alg)} is not ES256 or RS256 (or crit is set)`);

  const { kty, crv, x, y, n, e } = await findKey(config, header.kid, alg);
  const { params } = ALGORITHMS[alg];
  let valid = false;
  try {
    const key = await crypto.subtle.importKey("jwk", { kty, crv, x, y, n, e } as JsonWebKey, params, false, ["verify"]);
    valid = await crypto.subtle.verify(params, key, decode(signature), new TextEncoder().encode(`${head}.${body}`));
  } catch {
    // A key Web Crypto cannot import (wrong curve, broken members) verifies nothing.
  }
  if (!valid) throw invalidIdToken("signature", "signature does not verify");

  const issuer = issuerOf(config);
  const { iss, aud, azp, sub, exp, iat } = claims;
  if (iss !== issuer) throw invalidIdToken("iss", `iss ${JSON.stringify(iss)} is not ${issuer}`);
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(config.clientId)) throw invalidIdToken("aud", `aud lacks ${config.clientId}`);
  // Core §3.1.3.7 (4, 5): with several audiences, azp must say this client is the one it was issued to.
  if ((audiences.length > 1 || azp !== undefined) && azp !== config.clientId) throw invalidIdToken("azp", `azp ${JSON.stringify(azp)} is not ${config.clientId}`);
  if (typeof sub !== "string" || !sub) throw invalidIdToken("sub", "has no sub");
  const now = config.clock?.() ?? Date.now() / 1000;
  // Seconds of clock difference tolerated on `exp` and `iat`, as oauth4webapi's default.
  const tolerance = config.clockTolerance ?? 30;
  if (typeof exp !== "number" || now - tolerance >= exp) throw invalidIdToken("exp", `expired at ${exp}`);
  if (typeof iat !== "number" || iat > now + tolerance) throw invalidIdToken("iat", `iat ${iat} is missing or in the future`);
  if (nonce !== undefined && claims.nonce !== nonce) throw invalidIdToken("nonce", "nonce is not the authorization request's");
  return claims as IdTokenClaims;
}
