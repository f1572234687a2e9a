import { config, listOf, sandbox, scopedBody, scopedQuery } from "../api";
import { badge, chips, fmtNumber, h, label, mount } from "../dom";
import { emptyView, loadingView, notice, problemView, secretOnce, showProblem } from "../feedback";
import { checkboxGroup, checkedValues, control, field, formCard, scopeOptions, selectControl, splitList, valueOf, type Option } from "../forms";
import type { RouteMatch } from "../router";
import { dataTable, pageHeader, refreshButton, timeCell } from "../widgets";

/** Settings → API keys: list, create (shown once), revoke. */

/** A key as GET /__sandbox/api-keys lists it: never the key itself, only its start. */
interface ApiKey {
  id: string;
  name?: string | null;
  key_hint?: string;
  scopes: string[];
  plan: string;
  daily_limit: number | null;
  allowed_ips?: string[];
  created_at: string;
}

interface CreatedKey extends ApiKey {
  key: string;
}

export function renderApiKeys(view: HTMLElement, _route: RouteMatch): Promise<unknown> {
  const flash = h("div", { class: "flash" });
  const list = h("div", { class: "card" });
  const reload = () => loadApiKeys(list, flash);
  mount(view,
    pageHeader("API keys", "Keys for server-to-server calls. The server keeps only a hash of each key, so a key is visible once, when it is created.", refreshButton(reload)),
    flash, apiKeyForm(flash, reload), list);
  return reload();
}

function planOptions(): Option[] {
  return config.plans.map((plan) => [plan.id, label(plan.id) + (plan.dailyLimit === null ? " (custom daily limit)" : " (" + fmtNumber(plan.dailyLimit) + " requests a day)")]);
}

function apiKeyForm(flash: HTMLElement, reload: () => Promise<unknown>): HTMLFormElement {
  const plan = selectControl("plan", planOptions(), "basic");
  const dailyLimit = field("Daily limit", "/daily_limit",
    control("input", "daily_limit", { type: "number", min: "1", inputmode: "numeric", placeholder: String(config.defaultEnterpriseDailyLimit) }),
    "Requests per UTC day. Empty: " + fmtNumber(config.defaultEnterpriseDailyLimit) + ".");
  const syncLimit = () => { dailyLimit.hidden = plan.value !== "enterprise"; };
  plan.addEventListener("change", syncLimit);
  syncLimit();
  const fields = h("div", { class: "form-grid" },
    h("div", null,
      field("Name", "/name", control("input", "name", { type: "text", autocomplete: "off", placeholder: "CRM sync" })),
      field("Plan", "/plan", plan), dailyLimit,
      field("Allowed IPs", "/allowed_ips", control("textarea", "allowed_ips", { rows: "3", placeholder: "203.0.113.0/24, 2001:db8::/32" }),
        "IPv4 or IPv6 CIDRs, separated by commas or lines. Empty: any address.")),
    checkboxGroup("Scopes", "/scopes", "scopes", scopeOptions(), [], "None ticked: every scope, the server's default."));
  return formCard("Create an API key", "Create key", fields, async (form) => {
    const body: Record<string, unknown> = { name: valueOf(form, "name") || undefined, plan: valueOf(form, "plan") };
    const scopes = checkedValues(form, "scopes");
    if (scopes.length) body.scopes = scopes;
    const ips = splitList(valueOf(form, "allowed_ips"));
    if (ips.length) body.allowed_ips = ips;
    const limit = valueOf(form, "daily_limit");
    if (body.plan === "enterprise" && limit !== "") body.daily_limit = Number(limit);
    const result = await sandbox<CreatedKey>("POST", "/api-keys", scopedBody(body));
    if (!result.ok) return showProblem(form, result);
    form.reset();
    syncLimit();
    mount(flash, secretOnce("New API key: " + (result.data.name || result.data.id), result.data.key,
      "Copy it now. It is shown only this once: the server stores only its SHA-256 hash. Send it as Authorization: Bearer <key>."));
    return reload();
  });
}

async function loadApiKeys(list: HTMLElement, flash: HTMLElement): Promise<unknown> {
  mount(list, h("h2", null, "Keys"), loadingView());
  const result = await sandbox<ApiKey[] | { data: ApiKey[] }>("GET", "/api-keys" + scopedQuery());
  if (!result.ok) return mount(list, h("h2", null, "Keys"), problemView(result));
  const keys = listOf(result.data);
  return mount(list, h("h2", null, "Keys"), keys.length === 0 ? emptyView("No API keys yet.") : dataTable<ApiKey>("API keys", [
    { label: "Name", cell: (k) => [k.name || "—", h("code", { class: "block small muted" }, k.id), isDashboardKey(k) && badge("used by this page", "info")] },
    { label: "Key", cell: (k) => h("code", { class: "nowrap" }, k.key_hint || "—") },
    { label: "Scopes", cell: (k) => chips(k.scopes) },
    { label: "Plan", cell: (k) => label(k.plan) },
    { label: "Daily limit", numeric: true, cell: (k) => fmtNumber(k.daily_limit) },
    { label: "Allowed IPs", cell: (k) => (k.allowed_ips && k.allowed_ips.length ? chips(k.allowed_ips) : "any") },
    { label: "Created", cell: (k) => timeCell(k.created_at) },
    { label: "Actions", cell: (k) => h("button", { type: "button", class: "btn btn-danger", "aria-label": "Revoke " + (k.name || k.id), onclick: () => revokeApiKey(k, list, flash) }, "Revoke") },
  ], keys, (k) => ({ "data-key-id": k.id })));
}

/** The list shows only the start of each key; the page's own key is the one it was given. */
function isDashboardKey(key: ApiKey): boolean {
  const start = (key.key_hint || "").replace(/…$/, "");
  return config.apiKey !== null && start.length > "lps_sk_".length && config.apiKey.startsWith(start);
}

async function revokeApiKey(key: ApiKey, list: HTMLElement, flash: HTMLElement): Promise<void> {
  const name = key.name ? '"' + key.name + '" (' + key.id + ")" : key.id;
  const warning = isDashboardKey(key) ? " This page uses it for Webhooks, Leads and Market, which will stop working until a reset." : "";
  if (!window.confirm("Revoke API key " + name + "? Requests with it get 401 from now on. This cannot be undone." + warning)) return;
  const result = await sandbox<unknown>("DELETE", "/api-keys/" + encodeURIComponent(key.id));
  mount(flash, result.ok ? notice("Revoked " + name + ".") : problemView(result));
  await loadApiKeys(list, flash);
}
