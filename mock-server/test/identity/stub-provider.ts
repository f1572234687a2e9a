import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import type { AddressInfo } from "node:net";

/** What the stub's token endpoint does wrong; the code sent to it names the mode and the nonce. */
export type StubMode = "good" | "other-key" | "expired" | "bad-nonce" | "wrong-audience" | "unverified" | "unclaimed" | "no-id-token";

/** Endpoints its discovery document names instead of its own (a provider pointing elsewhere). */
export type StubEndpoints = Partial<Record<"token_endpoint" | "jwks_uri", string>>;

/**
 * A hostile OpenID provider on a loopback port: discovery and JWKS are right, but its token
 * endpoint answers whatever ID token the test asks for, so each validation step can be shown to bite.
 * The code is `<mode>:<nonce>[:<sub>]`; "unclaimed" leaves `email_verified` out.
 */
export async function startStubProvider(now: () => number, clientId: string, endpoints: StubEndpoints = {}) {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const other = await generateKeyPair("ES256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "stub-1", alg: "ES256", use: "sig" };
  let issuer = "";
  const app = new Hono()
    .get("/.well-known/openid-configuration", (c) =>
      c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["ES256"],
        ...endpoints,
      }),
    )
    .get("/jwks", (c) => c.json({ keys: [jwk] }))
    .post("/token", async (c) => {
      const form = new URLSearchParams(await c.req.text());
      const [mode, nonce, sub = "stub-user-1"] = (form.get("code") ?? "").split(":") as [StubMode, string, string?];
      if (mode === "no-id-token") return c.json({ error: "invalid_grant" }, 400);
      const iat = Math.floor(now() / 1000);
      const token = await new SignJWT({
        email: "ada@stub.test",
        ...(mode !== "unclaimed" && { email_verified: mode !== "unverified" }),
        name: "Ada Stub",
        nonce: mode === "bad-nonce" ? "another-nonce" : nonce,
      })
        .setProtectedHeader({ alg: "ES256", kid: "stub-1" })
        .setIssuer(issuer)
        .setSubject(sub)
        .setAudience(mode === "wrong-audience" ? "someone-else" : clientId)
        .setIssuedAt(mode === "expired" ? iat - 7200 : iat)
        .setExpirationTime(mode === "expired" ? iat - 3600 : iat + 300)
        .sign(mode === "other-key" ? other.privateKey : privateKey);
      return c.json({ access_token: "stub-at", token_type: "Bearer", id_token: token });
    });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
