import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser";
import { docsScreenshot, signInWithPicker } from "./support/sign-in";
import { useDashboardSession } from "./support/session";

// Real Chromium, signed in as a user of a second organisation: the page carries no key, names
// the user, and shows that organisation's keys, audit entries, users and SSO only.
interface CreatedOrganization {
  id: string;
  slug: string;
  api_key: string;
}

describe("the dashboard of a signed-in organisation in Chromium", { timeout: 90_000 }, () => {
  const session = useDashboardSession();
  const post = (path: string, body: unknown) =>
    fetch(session.server.url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  let globex: CreatedOrganization;
  let demoKeyId: string;

  async function setUp(): Promise<void> {
    if (globex) return;
    globex = (await (await post("/__sandbox/organizations", { name: "Globex Homes" })).json()) as CreatedOrganization;
    expect((await post(`/__sandbox/organizations/${globex.id}/users`, { email: "gail@globex.test", name: "Gail Globex", role: "owner" })).status).toBe(201);
    // Records of both organisations: a key each, and a webhook the demo key registers.
    const demoKey = await post("/__sandbox/api-keys", { name: "Demo-only key" });
    expect(demoKey.status).toBe(200);
    demoKeyId = ((await demoKey.json()) as { id: string }).id;
    expect((await post("/__sandbox/oauth-clients", { name: "Demo CRM", redirect_uris: ["http://127.0.0.1:8080/callback"] })).status).toBe(200);
    expect((await post("/__sandbox/organizations/org_demo/users", { email: "dana@demo-realty.test", name: "Dana Demo", role: "developer" })).status).toBe(201);
    expect((await post("/__sandbox/api-keys", { name: "Globex CI key", organization_id: globex.id })).status).toBe(200);
    expect((await session.call("/v1/webhooks", undefined, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ url: "https://demo.example.com/hooks", events: ["lead.qualified"] }),
    })).status).toBe(200);
  }

  it("names the signed-in user, carries no key, and lists only its organisation's keys and audit entries", async () => {
    await setUp();
    const { page } = session;
    await signInWithPicker(page, session.server.url, globex.id, "Gail Globex");
    const config = JSON.parse((await page.locator("#lps-config").textContent()) ?? "null") as { apiKey: string | null };
    expect(config.apiKey).toBeNull();
    await page.getByTestId("session-user").waitFor();
    expect(await page.getByTestId("session-user").textContent()).toBe("Gail Globex (Owner) of Globex Homes");

    const keysTable = page.getByRole("table", { name: "API keys" });
    await keysTable.waitFor();
    const keys = await keysTable.textContent();
    expect(keys).toContain("Globex CI key");
    expect(keys).toContain("Globex Homes key");
    expect(keys).not.toContain("Demo-only key");
    expect(keys).not.toContain("Demo key");

    // A write through the session: the audit log names Gail as the acting user.
    await session.open("webhooks");
    const form = page.getByRole("form", { name: "Register an endpoint" });
    await form.getByLabel("URL").fill("https://globex.example.com/hooks");
    await form.getByRole("button", { name: "Register", exact: true }).click();
    await page.getByTestId("secret-value").waitFor();
    const hooks = await page.getByRole("table", { name: "Webhook endpoints" }).textContent();
    expect(hooks).toContain("globex.example.com");
    expect(hooks).not.toContain("demo.example.com");

    await session.open("audit-log");
    const audit = page.getByRole("table", { name: "Audit log" });
    await audit.waitFor();
    // The demo organisation's user was added (and its owner signs in) in Demo Realty's log only.
    expect(await audit.locator("tr", { hasText: "user.created" }).count()).toBe(1);
    const created = audit.locator("tr", { hasText: "webhook.create" });
    expect(await created.count()).toBe(1);
    expect(await created.textContent()).toContain("Gail Globex");
    // The demo organisation's key and OAuth client are not in Globex's log.
    expect(await audit.textContent()).not.toContain(demoKeyId);
    expect(await audit.locator("tr", { hasText: "oauth_client.created" }).count()).toBe(0);
    expect(await audit.locator("tr", { hasText: "api_key.created" }).count()).toBe(1);
    await screenshot(page, "audit-log-signed-in");
    session.expectStayedOffline();
  });

  it("keeps the audit entries of another organisation's sign-in out", async () => {
    await setUp();
    const { page } = session;
    await signInWithPicker(page, session.server.url, "demo-realty", "Dana Demo");
    await signInWithPicker(page, session.server.url, globex.id, "Gail Globex");
    await session.open("audit-log");
    const audit = page.getByRole("table", { name: "Audit log" });
    await audit.waitFor();
    expect(await audit.textContent()).toContain("Gail Globex");
    const demoUser = (await (await fetch(`${session.server.url}/__sandbox/organizations/org_demo/users`)).json()) as { data: { id: string; name: string }[] };
    const dana = demoUser.data.find((user) => user.name === "Dana Demo")!;
    expect(await audit.textContent()).not.toContain(dana.id);
    session.expectStayedOffline();
  });

  it("lists, adds and removes the organisation's users, with errors under their fields", async () => {
    await setUp();
    const { page } = session;
    await signInWithPicker(page, session.server.url, globex.id, "Gail Globex");
    await session.open("organization/users");
    const table = page.getByRole("table", { name: "Users" });
    await table.waitFor();
    expect(await table.textContent()).toContain("gail@globex.test");
    expect(await table.textContent()).not.toContain("owner@demo-realty.test");

    const form = page.getByRole("form", { name: "Add a user" });
    await form.getByLabel("Email").fill("not an address");
    await form.getByLabel("Name").fill("Vic Viewer");
    await form.getByRole("button", { name: "Add user" }).click();
    await form.locator(".field-error").first().waitFor();
    expect(await form.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByLabel("Name").getAttribute("aria-invalid")).toBeNull();

    await form.getByLabel("Email").fill("vic@globex.test");
    await form.getByLabel("Role").selectOption("viewer");
    await form.getByRole("button", { name: "Add user" }).click();
    await table.locator("tr", { hasText: "vic@globex.test" }).waitFor();
    expect(await table.locator("tr", { hasText: "vic@globex.test" }).textContent()).toContain("viewer");
    await screenshot(page, "users");
    await docsScreenshot(page, "identity-dashboard-users");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Remove vic@globex.test" }).click();
    await page.getByText("Removed vic@globex.test.").waitFor();
    expect(await table.textContent()).not.toContain("vic@globex.test");
    const users = (await (await fetch(`${session.server.url}/__sandbox/organizations/${globex.id}/users`)).json()) as { data: { email: string }[] };
    expect(users.data.map((user) => user.email)).toEqual(["gail@globex.test"]);
    session.expectStayedOffline();
  });

  it("signs in again after removing the signed-in user, whose session ended", async () => {
    await setUp();
    const { page } = session;
    expect((await post(`/__sandbox/organizations/${globex.id}/users`, { email: "sam@globex.test", name: "Sam Self", role: "admin" })).status).toBe(201);
    await signInWithPicker(page, session.server.url, globex.id, "Sam Self");
    await session.open("organization/users");
    const confirmation = new Promise<string>((resolve) => page.once("dialog", (dialog) => (resolve(dialog.message()), void dialog.accept())));
    await page.getByRole("button", { name: "Remove sam@globex.test" }).click();
    expect(await confirmation).toContain("That is you");
    await page.waitForURL((url) => url.pathname === "/signin");
    expect(new URL(page.url()).searchParams.get("org")).toBe(globex.slug);
    expect(await page.getByRole("button", { name: "Sam Self" }).count()).toBe(0);
    session.expectStayedOffline();
  });

  it("configures the built-in provider, after which /sso/start?org=<slug> signs a user in", async () => {
    await setUp();
    const { page } = session;
    await signInWithPicker(page, session.server.url, globex.id, "Gail Globex");
    await session.open("organization/sso");
    await page.getByText("has no SSO").waitFor();
    const form = page.getByRole("form", { name: "Configure SSO" });

    // An external provider without its issuer and client: each error under its field.
    await form.getByLabel("Provider").selectOption("external");
    await form.getByLabel("Email domains").fill("globex.test");
    await form.getByRole("button", { name: "Save SSO settings" }).click();
    await form.locator(".field-error").first().waitFor();
    for (const name of ["Issuer", "Client ID", "Client secret"]) {
      expect(await form.getByLabel(name, { exact: true }).getAttribute("aria-invalid")).toBe("true");
    }

    await form.getByLabel("Provider").selectOption("builtin");
    await form.getByRole("button", { name: "Save SSO settings" }).click();
    const settings = page.getByTestId("sso-settings");
    await settings.waitFor();
    expect(await settings.textContent()).toContain("the built-in test provider");
    expect(await settings.textContent()).toContain("globex.test");
    await screenshot(page, "sso");
    await docsScreenshot(page, "identity-dashboard-sso");

    expect((await post("/__sandbox/idp/users", { email: "ada@globex.test", name: "Ada Lovelace" })).status).toBe(201);
    await page.context().clearCookies();
    await page.goto(`${session.server.url}/sso/start?org=${globex.slug}`);
    await page.getByRole("link", { name: "Ada Lovelace" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByTestId("session-user").waitFor();
    expect(await page.getByTestId("session-user").textContent()).toBe("Ada Lovelace (Developer) of Globex Homes");
    session.expectStayedOffline();
  });
});
