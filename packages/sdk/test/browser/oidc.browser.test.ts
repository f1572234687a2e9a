import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { bundlePage, openPage, PAGE_HTML } from "./chromium-page";

// The OIDC code flow of `@lps/sdk/oauth`, bundled from the built package and run in Debian's
// chromium against a fake OpenID provider on loopback that also serves the page (one origin, so
// no CORS): the proof that ID token verification needs Web Crypto only.
let server: Server;
let browser: Browser;
let page: Page;
let origin: string;
const provider = { nonce: "", tamper: false, email: "ada@example.com" };

beforeAll(async () => {
  const app = await bundlePage("oidc");
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: "k1", use: "sig", alg: "ES256" }] };

  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", origin);
    const send = (status: number, body: unknown, type = "application/json") =>
      res.writeHead(status, { "content-type": type }).end(typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body));
    if (url.pathname === "/") return send(200, PAGE_HTML, "text/html");
    if (url.pathname === "/app.js") return send(200, app, "text/javascript");
    if (url.pathname === "/.well-known/openid-configuration") {
      return send(200, { issuer: origin, jwks_uri: `${origin}/jwks`, userinfo_endpoint: `${origin}/oauth/userinfo` });
    }
    if (url.pathname === "/jwks") return send(200, jwks);
    if (url.pathname === "/oauth/authorize") {
      provider.nonce = url.searchParams.get("nonce") ?? "";
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.search = new URLSearchParams({ code: "code_1", state: url.searchParams.get("state")! }).toString();
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === "/oauth/token") {
      req.resume();
      const now = Math.floor(Date.now() / 1000);
      let idToken = await new SignJWT({ nonce: provider.nonce, email: provider.email })
        .setProtectedHeader({ alg: "ES256", kid: "k1" })
        .setIssuer(origin)
        .setAudience("cli_Browser")
        .setSubject("user_1")
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .sign(privateKey);
      if (provider.tamper) {
        const [head, , signature] = idToken.split(".");
        const forged = Buffer.from(JSON.stringify({ iss: origin, aud: "cli_Browser", sub: "user_admin", iat: now, exp: now + 300, nonce: provider.nonce })).toString("base64url");
        idToken = `${head}.${forged}.${signature}`;
      }
      return send(200, { access_token: "at_1", token_type: "Bearer", expires_in: 3600, refresh_token: "lps_rt_1", scope: "openid email", id_token: idToken });
    }
    if (url.pathname === "/oauth/userinfo") {
      if (req.headers.authorization !== "Bearer at_1") return send(401, {});
      return send(200, { sub: "user_1", email: provider.email });
    }
    send(404, { error: "invalid_request" });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  ({ browser, page } = await openPage(origin, "finish"));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** Runs the page's authorization request and follows the provider's redirect back, as the browser would. */
async function authorize(): Promise<string> {
  const url = await page.evaluate(() => (window as any).start());
  const redirect = await fetch(url, { redirect: "manual" });
  return redirect.headers.get("location")!;
}

test("in headless chromium, the code flow with openid verifies the ID token and reads userinfo", async () => {
  expect(await page.evaluate(() => (window as any).subtle)).toBe(true);
  const callback = await authorize();
  const result = await page.evaluate((cb) => (window as any).finish(cb), callback);
  expect(result.nonce).toBe(provider.nonce);
  expect(result.claims).toMatchObject({ iss: origin, sub: "user_1", aud: "cli_Browser", nonce: provider.nonce, email: "ada@example.com" });
  expect(result.email).toBe("ada@example.com");
});

test("in headless chromium, a tampered ID token is refused", async () => {
  provider.tamper = true;
  const callback = await authorize();
  expect(await page.evaluate((cb) => (window as any).refused(cb), callback)).toBe("invalid_id_token:signature");
});
