/// <reference types="node" />
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockServer, type MockServer } from "../../src/index";
import { launchChromium } from "../dashboard/support/browser";
import { signInWithPicker } from "../dashboard/support/sign-in";
import { type LocalSite, startLocalSite } from "../support/local-site";
import { cleanupTlsDirs, tempTlsDir } from "./support";

// Cookies ignore ports (RFC 6265bis §8.5): any plain-http server on the host that the browser
// visits reads the host's cookies that are not Secure, and sets ones the https server reads.
// Under --tls the session cookie is `__Host-lps_session`: Secure, so no plain-http port of a
// host name receives it, and a `__Host-` name, which no plain-http page can set (session
// fixation). The server is reached as lps.test (mapped to loopback): browsers treat plain http
// on 127.0.0.1 and localhost as secure, which the last test pins as the documented limit.

let server: MockServer;
let evil: LocalSite;
let site: string;
let browser: Browser;
/** The Cookie header of each request the evil server received. */
const seenCookies: string[] = [];

beforeAll(async () => {
  server = await startMockServer({ port: 0, seed: 5, tls: true, tlsDir: tempTlsDir(), allowedHosts: ["lps.test"] });
  site = server.url.replace("127.0.0.1", "lps.test");
  evil = await startLocalSite((req, res) => {
    seenCookies.push(req.headers.cookie ?? "");
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("plant");
    const planted = token ? [`lps_session=${token}; Path=/`, `__Host-lps_session=${token}; Path=/; Secure`] : [];
    res.writeHead(200, { "content-type": "text/html", "set-cookie": planted }).end("<!doctype html><p>a local dev server");
  });
  browser = await launchChromium(["--host-resolver-rules=MAP lps.test 127.0.0.1"]);
});
afterAll(async () => {
  await browser?.close();
  await evil?.close();
  await server?.stop();
  cleanupTlsDirs();
});

// The local CA is not what this test is about: the contexts accept the server's certificate.
const newContext = () => browser.newContext({ ignoreHTTPSErrors: true });

let mallory: Promise<string> | undefined;
/** The organisation of a user the attacker chose, made once. */
function malloryOrg(context: BrowserContext): Promise<string> {
  return (mallory ??= (async () => {
    const orgs = (await (await context.request.get(`${server.url}/__sandbox/organizations`)).json()) as { data: { id: string }[] };
    const org = orgs.data[0]!.id;
    await context.request.post(`${server.url}/__sandbox/organizations/${org}/users`, { data: { email: "mallory@example.com", name: "Mallory", role: "developer" } });
    return org;
  })());
}

async function signedInContext(origin: string): Promise<BrowserContext> {
  const context = await newContext();
  await signInWithPicker(await context.newPage(), origin, await malloryOrg(context), "Mallory");
  return context;
}

const sessionCookie = async (context: BrowserContext, origin: string) => (await context.cookies(origin)).find((cookie) => cookie.name.endsWith("lps_session"));

/** The Cookie header a plain-http server on another port of `host` receives from this browser. */
async function cookiesSentTo(context: BrowserContext, host: string): Promise<string> {
  seenCookies.length = 0;
  await (await context.newPage()).goto(evil.url(host));
  expect(seenCookies.length).toBeGreaterThan(0); // the page, and perhaps its favicon
  return seenCookies.join("\n");
}

describe("the session cookie under --tls, seen from another port of 127.0.0.1", { timeout: 60_000 }, () => {
  it("cannot be planted by a plain-http page: the browser arrives signed out, not as the attacker", async () => {
    // The attacker signs a browser of their own in as the user they chose and keeps the token.
    const attacker = await signedInContext(site);
    const token = (await sessionCookie(attacker, site))!.value;
    await attacker.close();
    const victim = await newContext();
    const page = await victim.newPage();
    await page.goto(`${evil.url("lps.test")}?plant=${encodeURIComponent(token)}`);
    const answer = await page.goto(`${site}/session`);
    expect(answer?.status()).toBe(401);
    await victim.close();
  });

  it("is __Host-, Secure and host-only, and a plain-http port never receives it", async () => {
    const context = await signedInContext(site);
    expect(await sessionCookie(context, site)).toMatchObject({ name: "__Host-lps_session", secure: true, httpOnly: true, path: "/", domain: "lps.test" });
    expect(await cookiesSentTo(context, "lps.test")).not.toMatch(/lps_session/);
    await context.close();
  });

  it("on 127.0.0.1 still reaches a plain-http port, which browsers count as secure: the documented limit", async () => {
    const context = await signedInContext(server.url);
    expect(await cookiesSentTo(context, "127.0.0.1")).toMatch(/^__Host-lps_session=/);
    await context.close();
  });
});
