import { calculateJwkThumbprint, compactVerify, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK, type JWTPayload } from "jose";
import { ACCESS_TOKEN_TTL_S, ACCESS_TOKEN_TYP, AUDIENCE, SIGNING_ALG } from "../defaults";

export interface AccessTokenClaims {
  iss: string;
  sub: string;
  client_id: string;
  org_id: string;
  scope: string;
  jti: string;
}

export type Signer = ReturnType<typeof createSigner>;

// jose always compares exp with currentDate; at the epoch no token has expired, so callers judge
// exp on their own clock afterwards and an expired token is never confused with a forged one.
const EPOCH = new Date(0);

/** One ES256 key pair per server, made on first use; its kid is the RFC 7638 thumbprint. */
export function createSigner() {
  let keys: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey; jwk: JWK }> | undefined;
  const load = () =>
    (keys ??= (async () => {
      const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
      const jwk = await exportJWK(publicKey);
      jwk.kid = await calculateJwkThumbprint(jwk);
      return { privateKey, publicKey, jwk: { ...jwk, alg: SIGNING_ALG, use: "sig" } };
    })());

  /** Every token of the key set (access, ID, session): its `typ` keeps one kind from passing for another. */
  async function signJwt(payload: JWTPayload, typ: string): Promise<string> {
    const { privateKey, jwk } = await load();
    return new SignJWT(payload).setProtectedHeader({ alg: SIGNING_ALG, typ, kid: jwk.kid }).sign(privateKey);
  }

  /** Signature, typ, audience and the required claims, but not expiry; null on any failure. */
  async function verifyJwt(token: string, typ: string, audience: string, requiredClaims: string[] = []): Promise<JWTPayload | null> {
    const { publicKey } = await load();
    return jwtVerify(token, publicKey, { algorithms: [SIGNING_ALG], typ, audience, requiredClaims, currentDate: EPOCH }).then(
      ({ payload }) => payload,
      () => null,
    );
  }

  return {
    jwks: async () => ({ keys: [(await load()).jwk] }),
    signJwt,
    verifyJwt,
    /** RFC 9068 access token; iat and exp come from the server clock, not the wall clock. */
    sign(claims: AccessTokenClaims, nowMs: number): Promise<string> {
      const iat = Math.floor(nowMs / 1000);
      return signJwt({ ...claims, aud: AUDIENCE, iat, exp: iat + ACCESS_TOKEN_TTL_S }, ACCESS_TOKEN_TYP);
    },
    verify: (token: string) => verifyJwt(token, ACCESS_TOKEN_TYP, AUDIENCE, ["iss", "sub", "jti", "exp", "client_id", "scope"]),
    /** Signature only: revocation (RFC 7009) must also accept tokens that have expired. */
    async verifySignature(token: string): Promise<JWTPayload | null> {
      const { publicKey } = await load();
      return compactVerify(token, publicKey, { algorithms: [SIGNING_ALG] }).then(
        ({ payload }) => JSON.parse(new TextDecoder().decode(payload)) as JWTPayload,
        () => null,
      );
    },
  };
}
