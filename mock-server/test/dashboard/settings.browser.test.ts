import { describe, expect, it } from "vitest";
import { screenshot, watchedContext } from "./support/browser";
import { useDashboardSession } from "./support/session";

// Real Chromium against the real server: each step is a few round trips, never a fixed wait.
describe("Settings pages in Chromium", { timeout: 60_000 }, () => {
  const session = useDashboardSession();
  let revokedKey = "";

  it("shows the server's validation errors next to the fields they name", async () => {
    const { page, open, server } = session;
    await open("settings/api-keys");
    const form = page.getByRole("form", { name: "Create an API key" });
    await form.getByLabel("Name", { exact: true }).fill("Bad key");
    await form.getByLabel("Allowed IPs").fill("10.0.0.0/33, not-an-ip");
    await form.getByRole("button", { name: "Create key" }).click();

    const field = form.locator('[data-pointer="/allowed_ips"]');
    await field.locator(".field-error").nth(1).waitFor();
    const direct = await fetch(`${server.url}/__sandbox/api-keys`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Bad key", plan: "basic", allowed_ips: ["10.0.0.0/33", "not-an-ip"] }),
    });
    const problem = (await direct.json()) as { detail: string; errors: Array<{ pointer: string; message: string }> };
    expect(direct.status).toBe(400);
    expect(problem.errors.map((e) => e.pointer)).toEqual(["/allowed_ips/0", "/allowed_ips/1"]);
    expect(await field.locator(".field-error").allTextContents()).toEqual(problem.errors.map((e) => `${e.pointer}: ${e.message}`));
    expect(await form.getByLabel("Allowed IPs").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByRole("alert").textContent()).toContain(problem.detail);
    await screenshot(page, "api-keys-validation");
  });

  it("creates a key shown once, which works with its scopes until it is revoked in the page", async () => {
    const { page, open, call } = session;
    await open("settings/api-keys");
    const form = page.getByRole("form", { name: "Create an API key" });
    await form.getByLabel("Name", { exact: true }).fill("Browser test key");
    await form.getByRole("checkbox", { name: /^properties\.read/ }).check();
    await form.getByRole("checkbox", { name: /^leads\.read/ }).check();
    await form.getByRole("button", { name: "Create key" }).click();

    revokedKey = (await page.getByTestId("secret-value").textContent()) ?? "";
    expect(revokedKey).toMatch(/^lps_sk_[0-9A-Za-z_]+$/);
    const row = page.getByRole("row", { name: /Browser test key/ });
    await row.waitFor();
    expect(await row.textContent()).toContain("properties.read");
    await screenshot(page, "api-keys");

    expect((await call("/v1/properties?limit=1", revokedKey)).status).toBe(200);
    const unticked = await call("/v1/analytics/market", revokedKey);
    expect(unticked.status).toBe(403);
    expect(((await unticked.json()) as { required_scope: string }).required_scope).toBe("analytics.read");

    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: /^Revoke/ }).click();
    await page.getByText(/^Revoked "Browser test key"/).waitFor();
    await row.waitFor({ state: "detached" });
    expect((await call("/v1/properties?limit=1", revokedKey)).status).toBe(401);
  });

  it("keeps a key when the revocation is not confirmed", async () => {
    const { page, open, call } = session;
    await open("settings/api-keys");
    const demoRow = page.getByRole("row", { name: /Demo key/ });
    await demoRow.waitFor();
    page.once("dialog", (dialog) => void dialog.dismiss());
    await demoRow.getByRole("button", { name: /^Revoke/ }).click();
    expect(await demoRow.isVisible()).toBe(true);
    expect((await call("/v1/properties?limit=1")).status).toBe(200);
  });

  it("lists the audit log newest first, with the revocation and without the key", async () => {
    const { page, open } = session;
    await open("audit-log");
    const table = page.getByRole("table", { name: "Audit log" });
    await table.getByRole("row", { name: /api_key\.revoked/ }).waitFor();
    const times = await table.locator("tbody tr td:first-child").allTextContents();
    expect(times.length).toBeGreaterThan(2);
    expect(times).toEqual([...times].sort().reverse());
    expect(await page.content()).not.toContain(revokedKey);
    await screenshot(page, "audit-log");
  });

  it("registers public and confidential OAuth clients, showing a secret once", async () => {
    const { page, open, server } = session;
    await open("oauth-clients");
    const form = page.getByRole("form", { name: "Register a client" });
    await form.getByLabel("Redirect URIs").fill("ftp://files.example.com/cb");
    await form.getByRole("button", { name: "Register client" }).click();
    await form.locator('[data-pointer="/name"] .field-error').waitFor();
    expect(await form.locator('[data-pointer="/redirect_uris"] .field-error').count()).toBe(1);

    await form.getByLabel("Name", { exact: true }).fill("Browser SPA");
    await form.getByLabel("Redirect URIs").fill("http://127.0.0.1:5173/callback");
    await form.getByRole("checkbox", { name: /^Confidential/ }).uncheck();
    await form.getByRole("button", { name: "Register client" }).click();
    await page.getByText(/^Public client Browser SPA registered as cli_/).waitFor();

    await form.getByLabel("Name", { exact: true }).fill("Browser backend");
    await form.getByLabel("Redirect URIs").fill("https://app.example.com/callback\nhttp://127.0.0.1:9000/cb");
    await form.getByRole("checkbox", { name: /^Auto-approve/ }).check();
    await form.getByRole("button", { name: "Register client" }).click();
    expect(await page.getByTestId("secret-value").textContent()).toMatch(/^lps_cs_/);
    await page.getByRole("row", { name: /Browser backend/ }).waitFor();
    await screenshot(page, "oauth-clients");

    const listed = (await (await fetch(`${server.url}/__sandbox/oauth-clients`)).json()) as {
      data: Array<{ name: string; confidential: boolean; auto_approve: boolean; redirect_uris: string[] }>;
    };
    const byName = new Map(listed.data.map((c) => [c.name, c]));
    expect(byName.get("Browser SPA")).toMatchObject({ confidential: false, auto_approve: false });
    expect(byName.get("Browser backend")).toMatchObject({
      confidential: true,
      auto_approve: true,
      redirect_uris: ["https://app.example.com/callback", "http://127.0.0.1:9000/cb"],
    });
  });

  it("would notice a request to another origin, which the page's CSP refuses anyway", async () => {
    const { server, page } = session;
    const probe = await watchedContext(page.context().browser()!, [server.url]);
    const probePage = await probe.context.newPage();
    const tryCdn = () => fetch("https://cdn.example.com/lib.js").then(() => "loaded", () => "failed");
    await probePage.goto(`${server.url}/dashboard`);
    expect(await probePage.evaluate(tryCdn)).toBe("failed");
    expect(probe.blocked).toEqual([]);
    expect(probe.pageErrors.join("\n")).toMatch(/Content Security Policy.*connect-src/s);
    await probePage.goto(`${server.url}/healthz`);
    expect(await probePage.evaluate(tryCdn)).toBe("failed");
    expect(probe.blocked).toEqual(["https://cdn.example.com/lib.js"]);
    await probe.context.close();
  });

  it("reached no other origin and raised no script or CSP error", () => {
    session.expectStayedOffline();
  });
});
