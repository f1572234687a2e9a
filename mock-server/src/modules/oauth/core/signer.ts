import {
  calculateJwkThumbprint,
  compactVerify,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from "jose";
import { ACCESS_TOKEN_TTL_S, ACCESS_TOKEN_TYP, AUDIENCE, SIGNING_ALG } from "../defaults";

export interface AccessTokenClaims {
  iss: string;
  sub: string;
  client_id: string;
  /** The organisation the token acts in. */
  org_id: string;
  scope: string;
  jti: string;
}

export type Signer = ReturnType<typeof createSigner>;

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

  return {
    jwks: async () => ({ keys: [(await load()).jwk] }),

    /** RFC 9068 access token: iat and exp come from the server clock, not the wall clock. */
    async sign(claims: AccessTokenClaims, nowMs: number): Promise<string> {
      const { privateKey, jwk } = await load();
      const iat = Math.floor(nowMs / 1000);
      return new SignJWT({ ...claims, aud: AUDIENCE, iat, exp: iat + ACCESS_TOKEN_TTL_S })
        .setProtectedHeader({ alg: SIGNING_ALG, typ: ACCESS_TOKEN_TYP, kid: jwk.kid })
        .sign(privateKey);
    },

    /**
     * Signature, typ, aud and the required claims; null on any failure. Not expiry: callers judge
     * `exp` on their own clock once all of this has passed, so an expired token is never confused
     * with a forged one.
     */
    async verify(token: string): Promise<JWTPayload | null> {
      const { publicKey } = await load();
      return jwtVerify(token, publicKey, {
        algorithms: [SIGNING_ALG],
        typ: ACCESS_TOKEN_TYP,
        audience: AUDIENCE,
        requiredClaims: ["iss", "sub", "jti", "exp", "client_id", "scope"],
        // jose always compares exp with currentDate; at the epoch every exp is in the future.
        currentDate: EPOCH,
      })
        .then(({ payload }) => payload)
        .catch(() => null);
    },

    /**
     * Any other token of the server's key set (ID tokens, session tokens): `payload` holds every
     * claim, times included; its `typ` tells the kinds apart so none passes for another.
     */
    async signJwt(payload: JWTPayload, typ: string): Promise<string> {
      const { privateKey, jwk } = await load();
      return new SignJWT(payload).setProtectedHeader({ alg: SIGNING_ALG, typ, kid: jwk.kid }).sign(privateKey);
    },

    /** Signature, typ and audience of a token from `signJwt`; expiry is the caller's to judge. */
    async verifyJwt(token: string, typ: string, audience: string): Promise<JWTPayload | null> {
      const { publicKey } = await load();
      return jwtVerify(token, publicKey, { algorithms: [SIGNING_ALG], typ, audience, currentDate: EPOCH })
        .then(({ payload }) => payload)
        .catch(() => null);
    },

    /** Signature only: revocation (RFC 7009) must also accept tokens that have expired. */
    async verifySignature(token: string): Promise<JWTPayload | null> {
      const { publicKey } = await load();
      return compactVerify(token, publicKey, { algorithms: [SIGNING_ALG] })
        .then(({ payload }) => JSON.parse(new TextDecoder().decode(payload)) as JWTPayload)
        .catch(() => null);
    },
  };
}
