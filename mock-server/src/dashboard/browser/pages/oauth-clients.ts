import { inScope, listOf, sandbox, scopedBody } from "../api";
import { badge, chips, h, mount } from "../dom";
import { emptyView, loadingView, notice, problemView, secretOnce, showProblem } from "../feedback";
import { checkbox, checkboxGroup, checkedValues, control, field, formCard, isChecked, scopeOptions, splitList, valueOf } from "../forms";
import type { RouteMatch } from "../router";
import { dataTable, pageHeader, refreshButton, timeCell } from "../widgets";

/** OAuth clients: list and register; a confidential client's secret is shown once. */

interface OAuthClient {
  client_id: string;
  name: string;
  confidential: boolean;
  auto_approve: boolean;
  redirect_uris: string[];
  scopes: string[];
  organization_id: string;
  created_at: string;
  /** Only in the answer to the registration of a confidential client. */
  client_secret?: string;
}

export function renderOAuthClients(view: HTMLElement, _route: RouteMatch): Promise<unknown> {
  const flash = h("div", { class: "flash" });
  const list = h("div", { class: "card" });
  const reload = () => loadOAuthClients(list);
  mount(view,
    pageHeader("OAuth clients", "Applications that use the authorization code flow with PKCE at /oauth/authorize and /oauth/token.", refreshButton(reload)),
    flash, oauthClientForm(flash, reload), list);
  return reload();
}

function oauthClientForm(flash: HTMLElement, reload: () => Promise<unknown>): HTMLFormElement {
  const fields = h("div", { class: "form-grid" },
    h("div", null,
      field("Name", "/name", control("input", "name", { type: "text", autocomplete: "off", placeholder: "My CRM" })),
      field("Redirect URIs", "/redirect_uris", control("textarea", "redirect_uris", { rows: "3", placeholder: "http://127.0.0.1:8080/callback" }),
        "One per line. The authorization request must name one of them exactly."),
      checkbox("confidential", "/confidential", "Confidential", true, "Gets a client secret. Public clients (single-page and native apps) have none and must use PKCE."),
      checkbox("auto_approve", "/auto_approve", "Auto-approve", false, "Skips the consent page, for headless CI.")),
    checkboxGroup("Scopes", "/scopes", "scopes", scopeOptions(), [], "None ticked: every scope, the server's default."));
  return formCard("Register a client", "Register client", fields, async (form) => {
    const body: Record<string, unknown> = {
      name: valueOf(form, "name"),
      redirect_uris: splitList(valueOf(form, "redirect_uris")),
      confidential: isChecked(form, "confidential"),
      auto_approve: isChecked(form, "auto_approve"),
    };
    const scopes = checkedValues(form, "scopes");
    if (scopes.length) body.scopes = scopes;
    const result = await sandbox<OAuthClient>("POST", "/oauth-clients", scopedBody(body));
    if (!result.ok) return showProblem(form, result);
    form.reset();
    const created = result.data;
    mount(flash, created.client_secret
      ? secretOnce("Client secret of " + created.name + " (" + created.client_id + ")", created.client_secret,
        "Copy it now. It is shown only this once: the server stores only its hash.")
      : notice("Public client " + created.name + " registered as " + created.client_id + ". It has no secret and must use PKCE."));
    return reload();
  });
}

async function loadOAuthClients(list: HTMLElement): Promise<unknown> {
  mount(list, h("h2", null, "Clients"), loadingView());
  const result = await sandbox<OAuthClient[] | { data: OAuthClient[] }>("GET", "/oauth-clients");
  if (!result.ok) return mount(list, h("h2", null, "Clients"), problemView(result));
  // The sandbox lists every organisation's clients; a signed-in page shows its organisation's.
  const clients = listOf(result.data).filter((client) => inScope(client.organization_id));
  return mount(list, h("h2", null, "Clients"), clients.length === 0 ? emptyView("No OAuth clients yet.") : dataTable<OAuthClient>("OAuth clients", [
    { label: "Name", cell: (c) => c.name },
    { label: "Client ID", cell: (c) => h("code", null, c.client_id) },
    { label: "Type", cell: (c) => badge(c.confidential ? "confidential" : "public", c.confidential ? "info" : "neutral") },
    { label: "Consent", cell: (c) => (c.auto_approve ? "auto-approved" : "asks the user") },
    { label: "Redirect URIs", cell: (c) => h("ul", { class: "plain" }, c.redirect_uris.map((uri) => h("li", null, h("code", { class: "wrap" }, uri)))) },
    { label: "Scopes", cell: (c) => chips(c.scopes) },
    { label: "Created", cell: (c) => timeCell(c.created_at) },
  ], clients, (c) => ({ "data-client-id": c.client_id })));
}
