import { afterEach, describe, expect, it } from "vitest";
import { cookieJar, identityEngine, ORIGIN } from "./harness";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

interface AuditEntry {
  action: string;
  ip: string;
  request_id: string | null;
}

async function setup() {
  const h = await identityEngine();
  closers.push(() => h.engine.close());
  const audit = async (action: string) => {
    const body = (await (await h.call("/__sandbox/audit-log?limit=100")).json()) as { data: AuditEntry[] };
    return body.data.filter((entry) => entry.action === action);
  };
  return { ...h, audit };
}

// An entry a request caused names that request and its caller, as the API's entries do, so the
// audit log leads to the journal's record of the request.
describe("identity audit entries name the request and the caller", () => {
  it("SSO: user.provisioned and session.started carry /sso/callback's request id and address", async () => {
    const h = await setup();
    await h.json("/__sandbox/organizations", { name: "Acme", sso: { idp: "builtin", email_domains: ["acme.test"], default_role: "developer" } });
    await h.json("/__sandbox/idp/users", { email: "ada@acme.test", name: "Ada Lovelace" });
    const jar = cookieJar();
    const started = await h.call("/sso/start?email=ada@acme.test", { jar });
    const idp = await h.call(new URL(started.headers.get("location") ?? "").pathname + new URL(started.headers.get("location") ?? "").search, { jar });
    const callback = new URL(idp.headers.get("location") ?? "", ORIGIN);
    const signedIn = await h.call(callback.pathname + callback.search, { jar });
    expect(signedIn.status).toBe(303);
    const requestId = signedIn.headers.get("x-request-id");
    expect(requestId).toMatch(/^req_/);
    for (const action of ["user.provisioned", "session.started"]) {
      expect(await h.audit(action), action).toEqual([expect.objectContaining({ request_id: requestId, ip: "127.0.0.1" })]);
    }
  });

  it("the picker: session.started carries the POST's request id", async () => {
    const h = await setup();
    const response = await h.signInWithPicker(cookieJar(), "usr_demo");
    expect(response.status).toBe(303);
    const [started] = await h.audit("session.started");
    expect(started).toMatchObject({ request_id: response.headers.get("x-request-id"), ip: "127.0.0.1" });
  });

  it("OAuth: client registration carries the sandbox request's id and address", async () => {
    const h = await setup();
    const created = await h.json("/__sandbox/oauth-clients", { name: "CRM Sync", redirect_uris: ["https://app.example.com/callback"] });
    expect(created.status).toBe(200);
    const [entry] = await h.audit("oauth_client.created");
    expect(entry).toMatchObject({ request_id: created.headers.get("x-request-id"), ip: "127.0.0.1" });
  });
});
