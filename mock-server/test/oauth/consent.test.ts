import { describe, expect, it } from "vitest";
import { createHarness, location, REDIRECT } from "./harness";

type Harness = ReturnType<typeof createHarness>;

/** Opens the consent page and returns what a browser would keep: the form's handle and the cookie. */
async function openConsent(h: Harness, scope = "leads.read analytics.read") {
  const client = await h.client({ name: "CRM <Sync> & Co" });
  const response = await h.authorize({
    client_id: client.client_id,
    response_type: "code",
    redirect_uri: REDIRECT,
    scope,
    state: "s1",
  });
  const html = await response.text();
  const handle = html.match(/name="handle" value="([^"]+)"/)?.[1] ?? "";
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { client, response, html, handle, cookie };
}

const decide = (h: Harness, fields: Record<string, string>, cookie?: string) =>
  h.call("/oauth/authorize/decision", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie && { Cookie: cookie }) },
    body: new URLSearchParams(fields),
  });

describe("consent form refuses", () => {
  it("a replayed form: the handle works once", async () => {
    const h = createHarness();
    const { handle, cookie } = await openConsent(h);
    expect((await decide(h, { handle, decision: "approve" }, cookie)).status).toBe(302);
    const replay = await decide(h, { handle, decision: "approve" }, cookie);
    expect(replay.status).toBe(400);
    expect(replay.headers.get("location")).toBeNull();
  });

  it("a post without the browser's consent cookie (cross-site request forgery)", async () => {
    const h = createHarness();
    const { handle } = await openConsent(h);
    const forged = await decide(h, { handle, decision: "approve" });
    expect(forged.status).toBe(400);
    expect(forged.headers.get("location")).toBeNull();
  });

  it("a post with another browser's cookie", async () => {
    const h = createHarness();
    const { handle } = await openConsent(h);
    const forged = await decide(h, { handle, decision: "approve" }, "lps_consent=someone-else");
    expect(forged.status).toBe(400);
  });

  it("a made-up or expired handle", async () => {
    const h = createHarness();
    const { handle, cookie } = await openConsent(h);
    expect((await decide(h, { handle: "forged", decision: "approve" }, cookie)).status).toBe(400);
    h.clock.advance(10 * 60 * 1000 + 1000);
    expect((await decide(h, { handle, decision: "approve" }, cookie)).status).toBe(400);
  });

  it("an expired handle, although the clock was set back an hour since the page was shown", async () => {
    const h = createHarness();
    const { handle, cookie } = await openConsent(h);
    h.clock.advance(-60 * 60 * 1000);
    h.clock.advance(10 * 60 * 1000 + 1000);
    expect((await decide(h, { handle, decision: "approve" }, cookie)).status).toBe(400);
  });

  it("Deny: redirects access_denied with the state, and no code", async () => {
    const h = createHarness();
    const { handle, cookie } = await openConsent(h);
    const target = location(await decide(h, { handle, decision: "deny" }, cookie));
    expect(target.searchParams.get("error")).toBe("access_denied");
    expect(target.searchParams.get("state")).toBe("s1");
    expect(target.searchParams.has("code")).toBe(false);
  });
});

describe("consent page", () => {
  it("names the client (escaped) and each requested scope with its description", async () => {
    const h = createHarness();
    const { response, html } = await openConsent(h);
    expect(response.status).toBe(200);
    expect(html).toContain("CRM &lt;Sync&gt; &amp; Co");
    expect(html).not.toContain("CRM <Sync>");
    expect(html).toContain("<code>leads.read</code>Read leads, scores, messages and webhook endpoints.");
    expect(html).toContain("<code>analytics.read</code>");
    expect(html).not.toContain("<code>leads.write</code>");
    expect(html).toMatch(/<button[^>]*value="approve"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button[^>]*value="deny"[^>]*>Deny<\/button>/);
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it("cannot be framed or cached, and binds a SameSite=Strict HttpOnly cookie", async () => {
    const h = createHarness();
    const { response } = await openConsent(h);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect(response.headers.get("set-cookie")).toMatch(/SameSite=Strict/);
  });

  it("Approve: redirects with a code for exactly the requested scopes", async () => {
    const h = createHarness();
    const { client, handle, cookie } = await openConsent(h, "leads.read");
    const target = location(await decide(h, { handle, decision: "approve" }, cookie));
    expect(target.searchParams.get("state")).toBe("s1");
    const code = target.searchParams.get("code") ?? "";
    const response = await h.token({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: client.client_id,
      client_secret: client.client_secret ?? "",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).scope).toBe("leads.read");
  });
});
