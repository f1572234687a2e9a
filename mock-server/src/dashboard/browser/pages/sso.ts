import { config, managedOrganization, sandbox } from "../api";
import { chips, h, label, mount } from "../dom";
import { loadingView, notice, problemView, showProblem } from "../feedback";
import { control, field, formCard, selectControl, splitList, valueOf } from "../forms";
import type { RouteMatch } from "../router";
import { pageHeader, refreshButton } from "../widgets";

/**
 * Organisation → SSO: the organisation's OpenID provider (built-in or external), configure it or
 * remove it. An external provider's client secret is write-only: the server never shows it.
 */

/** SSO settings as GET /__sandbox/organizations/{id} shows them (no client_secret). */
export interface SsoView {
  idp?: "builtin";
  issuer?: string;
  client_id?: string;
  email_domains: string[];
  default_role: string;
}

export interface Organization {
  id: string;
  name: string;
  slug: string;
  sso?: SsoView;
}

/** The PUT …/sso body the form's values mean: the built-in provider, or an external one. */
export function ssoBody(values: { provider: string; issuer: string; clientId: string; clientSecret: string; domains: string; role: string }): Record<string, unknown> {
  const common = { email_domains: splitList(values.domains), default_role: values.role };
  if (values.provider === "builtin") return { idp: "builtin", ...common };
  return { issuer: values.issuer, client_id: values.clientId, client_secret: values.clientSecret, ...common };
}

const orgPath = (id: string) => "/organizations/" + encodeURIComponent(id);

export function renderSso(view: HTMLElement, _route: RouteMatch): Promise<unknown> {
  const organizationId = managedOrganization();
  const flash = h("div", { class: "flash" });
  const current = h("div", { class: "card", "aria-live": "polite" });
  const reload = () => loadSso(organizationId, current, flash);
  mount(view,
    pageHeader("SSO", "Single sign-on through OpenID Connect. Addresses in the email domains sign in through the provider; the first sign-in adds the user with the default role. Any change ends the sessions SSO started.", refreshButton(reload)),
    flash, current, ssoForm(organizationId, flash, reload));
  return reload();
}

async function loadSso(organizationId: string, container: HTMLElement, flash: HTMLElement): Promise<unknown> {
  mount(container, h("h2", null, "Current settings"), loadingView());
  const result = await sandbox<Organization>("GET", orgPath(organizationId));
  if (!result.ok) return mount(container, h("h2", null, "Current settings"), problemView(result));
  const org = result.data;
  return mount(container, h("h2", null, "Current settings"), org.sso ? [
    h("dl", { class: "facts", "data-testid": "sso-settings" },
      h("dt", null, "Provider"), h("dd", null, org.sso.idp === "builtin" ? "the built-in test provider" : h("code", null, org.sso.issuer ?? "—")),
      org.sso.client_id !== undefined && [h("dt", null, "Client ID"), h("dd", null, h("code", null, org.sso.client_id)),
        h("dt", null, "Client secret"), h("dd", null, "set (never shown)")],
      h("dt", null, "Email domains"), h("dd", null, chips(org.sso.email_domains)),
      h("dt", null, "Default role"), h("dd", null, label(org.sso.default_role)),
      h("dt", null, "Sign-in link"), h("dd", null, h("a", { href: "/sso/start?org=" + encodeURIComponent(org.slug) }, "/sso/start?org=" + org.slug))),
    h("button", { type: "button", class: "btn btn-danger", onclick: () => removeSso(org, container, flash) }, "Remove SSO"),
  ] : h("p", { class: "empty" }, org.name + " has no SSO: its users sign in with the user picker."));
}

function ssoForm(organizationId: string, flash: HTMLElement, reload: () => Promise<unknown>): HTMLFormElement {
  const provider = selectControl("provider", [["builtin", "Built-in test provider"], ["external", "External OpenID provider"]], "builtin");
  const external = h("div", null,
    field("Issuer", "/issuer", control("input", "issuer", { type: "url", autocomplete: "off", placeholder: "https://login.example.com/oidc" }),
      "Its /.well-known/openid-configuration is read at sign-in. Register " + location.origin + "/sso/callback there."),
    field("Client ID", "/client_id", control("input", "client_id", { type: "text", autocomplete: "off" })),
    field("Client secret", "/client_secret", control("input", "client_secret", { type: "password", autocomplete: "new-password" }),
      "Write-only: the server never shows it again."));
  const sync = () => { external.hidden = provider.value !== "external"; };
  provider.addEventListener("change", sync);
  sync();
  const roles = config.roles.map((role) => [role, label(role)] as const);
  const fields = h("div", { class: "form-grid" },
    h("div", null, field("Provider", "", provider), external),
    h("div", null,
      field("Email domains", "/email_domains", control("textarea", "email_domains", { rows: "2", placeholder: "acme.test" }),
        "Separated by commas or lines. A domain belongs to one organisation at most."),
      field("Default role", "/default_role", selectControl("default_role", roles, "developer"), "The role of a user's first sign-in.")));
  return formCard("Configure SSO", "Save SSO settings", fields, async (form) => {
    const body = ssoBody({
      provider: valueOf(form, "provider"), issuer: valueOf(form, "issuer"), clientId: valueOf(form, "client_id"),
      clientSecret: valueOf(form, "client_secret"), domains: valueOf(form, "email_domains"), role: valueOf(form, "default_role"),
    });
    const result = await sandbox<Organization>("PUT", orgPath(organizationId) + "/sso", body);
    if (!result.ok) return showProblem(form, result);
    form.reset();
    sync();
    mount(flash, notice("SSO of " + result.data.name + " saved. Sign in at /sso/start?org=" + result.data.slug + "."));
    return reload();
  });
}

async function removeSso(org: Organization, container: HTMLElement, flash: HTMLElement): Promise<void> {
  if (!window.confirm("Remove the SSO of " + org.name + "? The sessions it started end, and users sign in with the picker.")) return;
  const result = await sandbox<Organization>("PUT", orgPath(org.id) + "/sso", null);
  mount(flash, result.ok ? notice("SSO of " + org.name + " removed.") : problemView(result));
  await loadSso(org.id, container, flash);
}
