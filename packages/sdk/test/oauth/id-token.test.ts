import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { exchangeCode, isOAuthError, type OAuthClientConfig, type OAuthError } from "@lps/sdk/oauth";
import { b64, claims, CLIENT_ID, fakeProvider, ISSUER, keyPair, NONCE, sign, SUBJECT } from "./fake-provider";

const grant = { code: "c1", redirectUri: "https://app.test/cb", codeVerifier: "v".repeat(43), nonce: NONCE };

/** The code exchange's failure, which must be `invalid_id_token` for the named check. */
async function refusal(config: OAuthClientConfig, reason: string, g: Parameters<typeof exchangeCode>[1] = grant): Promise<OAuthError> {
  const error = await exchangeCode(config, g).then(() => undefined, (e: unknown) => e);
  expect(isOAuthError(error), String(error)).toBe(true);
  expect(error).toMatchObject({ error: "invalid_id_token", reason });
  return error as OAuthError;
}

describe("an ID token is refused", () => {
  test("when signed by a key that is not the provider's, under the provider's kid", async () => {
    const op = await fakeProvider();
    const attacker = await keyPair();
    await op.issue(claims(), undefined, attacker.privateKey);
    await refusal(op.config(), "signature");
  });

  test("when its payload was changed after signing", async () => {
    const op = await fakeProvider();
    const [head, , signature] = (await op.issue()).split(".");
    op.op.idToken = [head, b64(claims({ sub: "user_admin" })), signature].join(".");
    await refusal(op.config(), "signature");
  });

  test("when its kid is unknown, after fetching the key set once more", async () => {
    const op = await fakeProvider();
    const stranger = await keyPair("ES256", "k9");
    await op.issue(claims(), { alg: "ES256", kid: "k9" }, stranger.privateKey);
    await refusal(op.config(), "kid");
    expect(op.hits("/jwks")).toBe(2);
  });

  test("with alg none, signed or not", async () => {
    const op = await fakeProvider();
    const unsigned = `${b64({ alg: "none" })}.${b64(claims())}`;
    op.op.idToken = `${unsigned}.`;
    await refusal(op.config(), "format");
    op.op.idToken = `${unsigned}.${b64("x")}`;
    await refusal(op.config(), "alg");
  });

  test("with HS256 keyed by the provider's public key (algorithm confusion)", async () => {
    const op = await fakeProvider();
    const head = b64({ alg: "HS256", kid: "k1" });
    const body = b64(claims());
    const mac = createHmac("sha256", JSON.stringify(op.signer.jwk)).update(`${head}.${body}`).digest("base64url");
    op.op.idToken = `${head}.${body}.${mac}`;
    await refusal(op.config(), "alg");
    expect(op.hits("/jwks")).toBe(0);
  });

  test("with an ES256 header over a key the set marks for RS256 only", async () => {
    const op = await fakeProvider();
    op.op.keys = [{ ...op.signer.jwk, alg: "RS256" }];
    await op.issue();
    await refusal(op.config(), "kid");
  });

  test("from another issuer", async () => {
    const op = await fakeProvider();
    await op.issue(claims({ iss: "https://evil.test" }));
    await refusal(op.config(), "iss");
  });

  test("for another audience", async () => {
    const op = await fakeProvider();
    await op.issue(claims({ aud: "cli_Other" }));
    await refusal(op.config(), "aud");
  });

  test("for several audiences without azp naming this client", async () => {
    const op = await fakeProvider();
    await op.issue(claims({ aud: [CLIENT_ID, "cli_Other"] }));
    await refusal(op.config(), "azp");
    await op.issue(claims({ aud: [CLIENT_ID, "cli_Other"], azp: "cli_Other" }));
    await refusal(op.config(), "azp");
  });

  test("once expired beyond the clock tolerance", async () => {
    const op = await fakeProvider();
    const now = Math.floor(Date.now() / 1000);
    await op.issue(claims({ iat: now - 600, exp: now - 31 }));
    const error = await refusal(op.config(), "exp");
    expect(error.message).toContain(`expired at ${now - 31}`);
    await refusal(op.config({ clockTolerance: 0 }), "exp");
  });

  test("when issued in the future, or without iat, exp or sub", async () => {
    const op = await fakeProvider();
    await op.issue(claims({ iat: Math.floor(Date.now() / 1000) + 120 }));
    await refusal(op.config(), "iat");
    await op.issue(claims({ iat: undefined }));
    await refusal(op.config(), "iat");
    await op.issue(claims({ exp: undefined }));
    await refusal(op.config(), "exp");
    await op.issue(claims({ sub: undefined }));
    await refusal(op.config(), "sub");
  });

  test("without the nonce, or with another one", async () => {
    const op = await fakeProvider();
    await op.issue(claims({ nonce: undefined }));
    await refusal(op.config(), "nonce");
    await op.issue(claims({ nonce: "replayed" }));
    await refusal(op.config(), "nonce");
  });

  test("when the caller kept no nonce; and a nonce with no ID token in the answer is refused too", async () => {
    const op = await fakeProvider();
    await op.issue();
    await refusal(op.config(), "nonce", { ...grant, nonce: undefined });
    op.op.idToken = undefined;
    await refusal(op.config(), "missing");
  });

  test("when it is not a compact JWS of JSON objects", async () => {
    const op = await fakeProvider();
    for (const idToken of [42 as unknown as string, "a.b", "a.b.c.d", `${b64({ alg: "ES256" })}.${b64("[1]")}.${b64("x")}`, `${b64({ alg: "ES256" })}.@@.${b64("x")}`]) {
      op.op.idToken = idToken;
      await refusal(op.config(), "format");
    }
  });

  test("when it names a critical extension", async () => {
    const op = await fakeProvider();
    await op.issue(claims(), { alg: "ES256", kid: "k1", crit: ["exp"], exp: 1 });
    await refusal(op.config(), "alg");
  });
});

describe("a valid ID token", () => {
  test("gives its claims beside the tokens", async () => {
    const op = await fakeProvider();
    const idToken = await op.issue();
    const tokens = await exchangeCode(op.config(), grant);
    expect(tokens.id_token).toBe(idToken);
    expect(tokens.idTokenClaims).toMatchObject({ iss: ISSUER, sub: SUBJECT, aud: CLIENT_ID, nonce: NONCE, email: "ada@example.com" });
  });

  test("passes within the clock tolerance, and with azp for several audiences", async () => {
    const op = await fakeProvider();
    const now = Math.floor(Date.now() / 1000);
    await op.issue(claims({ exp: now - 10, aud: [CLIENT_ID, "cli_Other"], azp: CLIENT_ID }));
    expect((await exchangeCode(op.config(), grant)).idTokenClaims?.azp).toBe(CLIENT_ID);
  });

  test("signed with RS256 verifies too", async () => {
    const op = await fakeProvider();
    const rsa = await keyPair("RS256", "r1");
    op.op.keys.push(rsa.jwk);
    await op.issue(claims(), { alg: "RS256", kid: "r1" }, rsa.privateKey);
    expect((await exchangeCode(op.config(), grant)).idTokenClaims?.sub).toBe(SUBJECT);
  });

  test("signed with a key rotated in after the set was cached is found by one refetch", async () => {
    const op = await fakeProvider();
    const config = op.config();
    await op.issue();
    await exchangeCode(config, grant);
    await exchangeCode(config, grant);
    expect(op.hits("/jwks")).toBe(1);
    const next = await keyPair("ES256", "k2");
    op.op.keys = [next.jwk];
    await op.issue(claims(), { alg: "ES256", kid: "k2" }, next.privateKey);
    await exchangeCode(config, grant);
    expect(op.hits("/jwks")).toBe(2);
    expect(op.hits("/.well-known/openid-configuration")).toBe(1);
  });

  test("keys are cached per client config, not shared between configs", async () => {
    const op = await fakeProvider();
    await op.issue();
    await exchangeCode(op.config(), grant);
    await exchangeCode(op.config(), grant);
    expect(op.hits("/jwks")).toBe(2);
  });

  test("a configured jwksUri and issuer replace discovery", async () => {
    const op = await fakeProvider();
    await op.issue(claims({ iss: "https://op.test/tenant/" }));
    const config = op.config({ issuer: "https://op.test/tenant/", jwksUri: `${ISSUER}/jwks` });
    expect((await exchangeCode(config, grant)).idTokenClaims?.iss).toBe("https://op.test/tenant/");
    expect(op.hits("/.well-known/openid-configuration")).toBe(0);
  });

  test("a token without kid uses the one key that fits its alg", async () => {
    const op = await fakeProvider();
    const rsa = await keyPair("RS256", "r1");
    op.op.keys.push(rsa.jwk);
    await op.issue(claims(), { alg: "ES256" });
    expect((await exchangeCode(op.config(), grant)).idTokenClaims?.sub).toBe(SUBJECT);
  });
});

test("sign() helper keeps the header as given (sanity check of the fixtures)", async () => {
  const { privateKey } = await keyPair();
  const token = await sign({ a: 1 }, privateKey, { alg: "ES256", kid: "x" });
  expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString())).toEqual({ alg: "ES256", kid: "x" });
});
