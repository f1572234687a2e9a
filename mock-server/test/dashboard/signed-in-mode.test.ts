import { afterEach, describe, expect, it, vi } from "vitest";

// The browser modules of the signed-in mode, with the page's config block, fetch and location
// stood in for: which session the page acts in, how the sandbox pages are narrowed to its
// organisation, how it signs out, and the audit log's acting user and the SSO form's body.
type Modules = {
  api: typeof import("../../src/dashboard/browser/api");
  session: typeof import("../../src/dashboard/browser/session");
};

const SESSION = {
  user: { id: "usr_gail", email: "gail@globex.test", name: "Gail Globex", role: "owner" },
  organization: { id: "org_globex", name: "Globex Homes", slug: "globex-homes" },
  expires_at: "2026-11-25T00:15:00.000Z",
};

async function load(apiKey: string | null, status = 200) {
  let sessionStatus = status;
  const calls: [string, RequestInit][] = [];
  const assigned: string[] = [];
  vi.stubGlobal("document", {
    getElementById: (id: string) => (id === "lps-config" ? { textContent: JSON.stringify({ apiKey, demoOrganizationId: "org_demo" }) } : null),
  });
  const listeners: Record<string, () => Promise<void>> = {};
  vi.stubGlobal("location", { assign: (url: string) => assigned.push(url) });
  vi.stubGlobal("window", { addEventListener: (type: string, listener: () => Promise<void>) => (listeners[type] = listener) });
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    calls.push([path, init]);
    if (path === "/session") return new Response(JSON.stringify(sessionStatus === 200 ? SESSION : { title: "Unauthorized" }), { status: sessionStatus });
    return new Response(path === "/logout" ? null : JSON.stringify({ data: [] }), { status: path === "/logout" ? 204 : 200 });
  });
  vi.resetModules();
  const modules: Modules = {
    api: await import("../../src/dashboard/browser/api"),
    session: await import("../../src/dashboard/browser/session"),
  };
  return { ...modules, calls, assigned, listeners, endSession: () => (sessionStatus = 401) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the dashboard's signed-in mode", () => {
  it("with the demo key asks for no session and narrows nothing: the operator's view", async () => {
    const { api, session, calls } = await load("lps_sk_PageKey");
    expect(await session.startSession()).toBeNull();
    expect(calls).toEqual([]);
    expect(api.scopedQuery({ limit: 5 })).toBe("?limit=5");
    expect(api.scopedBody({ name: "CI" })).toEqual({ name: "CI" });
    expect(api.inScope("org_other")).toBe(true);
    expect(api.managedOrganization()).toBe("org_demo");
  });

  it("without a key reads GET /session with the cookie and narrows the sandbox pages to its organisation", async () => {
    const { api, session, calls } = await load(null);
    expect(await session.startSession()).toEqual(SESSION);
    const [path, init] = calls[0]!;
    expect(path).toBe("/session");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toEqual({ Accept: "application/json" });
    expect(api.scopedQuery({ limit: 5 })).toBe("?limit=5&organization_id=org_globex");
    expect(api.scopedBody({ name: "CI" })).toEqual({ name: "CI", organization_id: "org_globex" });
    expect(api.inScope("org_globex")).toBe(true);
    expect(api.inScope("org_demo")).toBe(false);
    expect(api.inScope(undefined)).toBe(false);
    expect(api.managedOrganization()).toBe("org_globex");
  });

  it("renews the session on each page change, and goes to sign in once it has ended", async () => {
    const { session, calls, assigned, listeners, endSession } = await load(null);
    await session.startSession();
    await listeners.hashchange!();
    expect(calls.map(([path]) => path)).toEqual(["/session", "/session"]);
    expect(assigned).toEqual([]);
    endSession();
    await listeners.hashchange!();
    expect(assigned).toEqual(["/signin?org=globex-homes&return_to=%2Fdashboard"]);
  });

  it("without a key and without a live session goes to sign in, and renders nothing", async () => {
    const { api, session, assigned } = await load(null, 401);
    expect(await session.startSession()).toBeUndefined();
    expect(assigned).toEqual(["/signin?return_to=%2Fdashboard"]);
    expect(api.managedOrganization()).toBe("org_demo");
  });

  it("signs out with POST /logout, then opens the organisation's sign-in page", async () => {
    const { session, calls, assigned } = await load(null);
    await session.signOut(SESSION);
    expect(calls.map(([path, init]) => [init.method, path])).toEqual([["POST", "/logout"]]);
    expect(calls[0]![1].credentials).toBe("same-origin");
    expect(assigned).toEqual(["/signin?org=globex-homes&return_to=%2Fdashboard"]);
  });
});

describe("the audit log's acting user or key", () => {
  it("names a session's user, a token's user with its client, and a key alone", async () => {
    await load("lps_sk_PageKey");
    const { acting } = await import("../../src/dashboard/browser/pages/audit-log");
    const users = new Map([["usr_gail", { id: "usr_gail", email: "gail@globex.test", name: "Gail Globex", role: "owner", created_at: "" }]]);
    expect(acting({ actor: "usr_gail", user_id: "usr_gail" }, users)).toEqual({ user: { id: "usr_gail", name: "Gail Globex", email: "gail@globex.test" } });
    expect(acting({ actor: "usr_gail" }, users)).toEqual({ user: { id: "usr_gail", name: "Gail Globex", email: "gail@globex.test" } });
    expect(acting({ actor: "cli_crm", user_id: "usr_gail" }, users)).toEqual({ user: { id: "usr_gail", name: "Gail Globex", email: "gail@globex.test" }, via: "cli_crm" });
    expect(acting({ actor: "cli_crm", user_id: "usr_elsewhere" }, users)).toEqual({ user: { id: "usr_elsewhere" }, via: "cli_crm" });
    expect(acting({ actor: "key_abc" }, users)).toEqual({ via: "key_abc" });
  });
});

describe("the SSO form's body", () => {
  it("is the built-in provider, or an external one with its client", async () => {
    await load("lps_sk_PageKey");
    const { ssoBody } = await import("../../src/dashboard/browser/pages/sso");
    const values = { issuer: "https://login.example.com", clientId: "lps", clientSecret: "s3cret", domains: "acme.test, acme.example\nacme.org", role: "viewer" };
    expect(ssoBody({ ...values, provider: "builtin" })).toEqual({ idp: "builtin", email_domains: ["acme.test", "acme.example", "acme.org"], default_role: "viewer" });
    expect(ssoBody({ ...values, provider: "external" })).toEqual({
      issuer: "https://login.example.com", client_id: "lps", client_secret: "s3cret", email_domains: ["acme.test", "acme.example", "acme.org"], default_role: "viewer",
    });
    // Empty fields go as they are: the server names each one.
    expect(ssoBody({ ...values, provider: "external", issuer: "", domains: "" })).toMatchObject({ issuer: "", email_domains: [] });
  });
});
