import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve, type Served } from "./support/served";
import { browser, ssoOrganization } from "./support/sso-browser";

// Issue 33 item 3: after sign-in the browser goes to `return_to` only if it is a path on this
// server. Browsers drop tabs and newlines from a URL and read a backslash as a slash, so
// "/<TAB>/evil.example" is "//evil.example" to them: another site.

const SPELLINGS = [
  "/\t/evil.example/phish",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "//evil.example",
  "/..//evil.example",
  "/.//evil.example",
  "https:evil.example",
  "https://evil.example/",
  "\t//evil.example",
  " //evil.example",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/\u00a0/evil.example",
  "/\u2028/evil.example",
  "/\u3000/evil.example",
  "/%09/evil.example",
  "/%2F%2Fevil.example",
];

describe("return_to after sign-in stays on this server", { timeout: 60_000 }, () => {
  let s: Served;
  let main: string;
  beforeAll(async () => {
    s = await serve();
    main = s.server.url;
    await ssoOrganization(s, "Acme", "acme.test", { idp: "builtin" });
    await s.call("POST", "/__sandbox/idp/users", { key: null, body: { email: "ada@acme.test", name: "Ada" } });
  });
  afterAll(() => s.server.stop());

  const location = (response: Response, base: string | URL) => new URL(response.headers.get("location") ?? "", base);

  /** The SSO sign-in with login_hint (no click needed): where its last redirect sends the browser. */
  async function landingAfterSso(returnTo: string): Promise<URL> {
    const b = browser();
    const start = `${main}/sso/start?${new URLSearchParams({ email: "ada@acme.test", return_to: returnTo })}`;
    const authorize = location(await b.visit(start), main);
    const callback = location(await b.visit(authorize), main);
    const signedIn = await b.visit(callback);
    expect(signedIn.status).toBe(303);
    return location(signedIn, callback);
  }

  /** The user picker of the demo organisation, through its form. */
  async function landingAfterPicker(returnTo: string): Promise<URL> {
    const b = browser();
    const page = await b.visit(`${main}/signin?${new URLSearchParams({ return_to: returnTo })}`);
    const handle = /name="handle" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
    const signedIn = await fetch(`${main}/signin`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: b.jar(main).header(), "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ handle, user_id: "usr_demo" }),
    });
    expect(signedIn.status).toBe(303);
    return location(signedIn, main);
  }

  it.each(SPELLINGS)("SSO with return_to %j lands on this server", async (returnTo) => {
    expect((await landingAfterSso(returnTo)).origin).toBe(main);
  });

  it.each(SPELLINGS)("the user picker with return_to %j lands on this server", async (returnTo) => {
    expect((await landingAfterPicker(returnTo)).origin).toBe(main);
  });

  it("keeps a path's query and fragment, and refuses a return_to over 2,048 characters", async () => {
    const landed = await landingAfterSso("/dashboard?tab=keys#webhooks");
    expect(landed.href).toBe(`${main}/dashboard?tab=keys#webhooks`);
    expect((await landingAfterPicker("/docs/a%20b")).href).toBe(`${main}/docs/a%20b`);
    const long = await browser().visit(`${main}/sso/start?email=ada@acme.test&return_to=/${"a".repeat(2048)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("return_to");
  });
});
