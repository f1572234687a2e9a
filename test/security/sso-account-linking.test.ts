import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStubProvider } from "../../mock-server/test/identity/stub-provider";
import { serve, type Served } from "./support/served";
import { addUser, browser, ssoFailures, ssoOrganization } from "./support/sso-browser";

// Issue 33 item 9: an SSO account is the user its (issuer, sub) was linked to. An address links
// an account to an existing user only when the provider says it verified it (Core §5.7).

describe("linking an SSO account to an existing user", { timeout: 60_000 }, () => {
  let s: Served;
  let stub: Awaited<ReturnType<typeof startStubProvider>>;
  let slug: string;
  let organizationId: string;
  beforeAll(async () => {
    [s, stub] = await Promise.all([serve(), startStubProvider(Date.now, "lps-client")]);
    const org = await ssoOrganization(s, "Globex", "stub.test", { issuer: stub.issuer, client_id: "lps-client", client_secret: "s" });
    ({ slug, id: organizationId } = org);
    // The stub's accounts all say they are ada@stub.test: here the organisation's owner.
    await addUser(s, org.id, "ada@stub.test", "owner");
  });
  afterAll(async () => {
    await Promise.all([s.server.stop(), stub.close()]);
  });

  /** A sign-in whose ID token has this subject and says `mode` about the address. */
  async function signIn(mode: "good" | "unclaimed" | "unverified", sub: string) {
    const b = browser();
    const authorize = new URL((await b.visit(`${s.server.url}/sso/start?org=${slug}`)).headers.get("location") ?? "");
    const code = `${mode}:${authorize.searchParams.get("nonce")}:${sub}`;
    const callback = await b.visit(`${s.server.url}/sso/callback?${new URLSearchParams({ code, state: authorize.searchParams.get("state") ?? "" })}`);
    return { status: callback.status, session: await b.session(s.server.url) };
  }

  it("an account that claims the owner's address without email_verified is not signed in as the owner", async () => {
    expect(await signIn("unclaimed", "intruder")).toEqual({ status: 403, session: undefined });
    expect((await ssoFailures(s)).at(-1)).toBe("unverified_email");
    expect(await signIn("unverified", "intruder")).toEqual({ status: 400, session: undefined });
  });

  it("a verified address links the account; later sign-ins find the user by (issuer, sub)", async () => {
    const owner = { email: "ada@stub.test", role: "owner", organization: slug };
    expect(await signIn("good", "owner-sub")).toEqual({ status: 303, session: owner });
    expect(await signIn("unclaimed", "owner-sub")).toEqual({ status: 303, session: owner });
  });

  it("once linked, another account with the same verified address is refused", async () => {
    expect(await signIn("good", "recycled-address")).toEqual({ status: 403, session: undefined });
    expect((await ssoFailures(s)).at(-1)).toBe("account_conflict");
    const { json } = await s.call("GET", `/__sandbox/organizations/${organizationId}/users`, { key: null });
    expect(json.data).toHaveLength(1);
  });
});
