import type { Webhook, WebhookDelivery, WebhookRotated, WebhookWithSecret } from "@lps/sdk";
import { config, publicApi } from "../api";
import { badge, chips, fmtNumber, fmtTime, h, mount, type Tone } from "../dom";
import { notice, problemView, secretOnce, showProblem } from "../feedback";
import { checkboxGroup, checkedValues, control, field, formCard, valueOf } from "../forms";
import type { RouteMatch } from "../router";
import { httpStatusBadge, longText, pagedTable, pageHeader, refreshButton, timeCell } from "../widgets";

/** Webhooks: endpoints, registration, secret rotation, delivery attempts and redelivery. */

export function renderWebhooks(view: HTMLElement, route: RouteMatch): Promise<unknown> {
  const flash = h("div", { class: "flash" });
  const endpoints = h("div", { class: "card" });
  const deliveries = h("div", { class: "card", id: "deliveries" });
  const selected = route.rest || null;
  const reload = () => Promise.all([loadEndpoints(endpoints, flash, selected), selected ? loadDeliveries(deliveries, flash, selected) : null]);
  mount(view,
    pageHeader("Webhooks", "Endpoints registered with the demo key, and every delivery attempt with its outcome.", refreshButton(reload)),
    flash, webhookForm(flash, reload), endpoints,
    selected ? deliveries : h("p", { class: "muted" }, "Choose \"Deliveries\" on an endpoint to see its delivery attempts."));
  return reload();
}

function webhookForm(flash: HTMLElement, reload: () => Promise<unknown>): HTMLFormElement {
  const events = config.webhookEvents.map((event) => [event, event] as const);
  const fields = h("div", { class: "form-grid" },
    h("div", null,
      field("URL", "/url", control("input", "url", { type: "url", placeholder: "https://crm.example.com/hooks/lps" }),
        "HTTPS, or plain http to loopback in the sandbox. Private addresses are refused."),
      field("Description", "/description", control("input", "description", { type: "text", placeholder: "CRM sync" }))),
    checkboxGroup("Events", "/events", "events", events, ["lead.qualified"]));
  return formCard("Register an endpoint", "Register", fields, async (form) => {
    const body: Record<string, unknown> = { url: valueOf(form, "url"), events: checkedValues(form, "events") };
    if (valueOf(form, "description")) body.description = valueOf(form, "description");
    const result = await publicApi<WebhookWithSecret>("POST", "/webhooks", body);
    if (!result.ok) return showProblem(form, result);
    form.reset();
    mount(flash, secretOnce("Signing secret for " + result.data.url, result.data.secret,
      "Copy it now: it is shown only here and on rotation. Verify each delivery's x-service-signature with it."));
    return reload();
  });
}

function loadEndpoints(container: HTMLElement, flash: HTMLElement, selected: string | null): Promise<unknown> {
  const table = h("div");
  mount(container, h("h2", null, "Endpoints"), table);
  return pagedTable<Webhook>(table, {
    path: "/webhooks", params: { limit: 20 }, caption: "Webhook endpoints", empty: "No endpoints registered yet.",
    rowProps: (w) => ({ class: w.id === selected ? "selected" : null, "data-webhook-id": w.id }),
    columns: [
      // The description says what the URL is for; `lps-mock listen` writes its forward target there.
      { label: "URL", cell: (w) => [h("code", { class: "wrap" }, w.url), w.description && h("div", { class: "small muted wrap" }, w.description)] },
      { label: "Events", cell: (w) => chips(w.events) },
      { label: "Status", cell: (w) => [badge(w.status, w.status === "enabled" ? "ok" : "error"), w.disabled_reason && h("div", { class: "small muted" }, w.disabled_reason)] },
      { label: "Created", cell: (w) => timeCell(w.created_at) },
      { label: "Actions", cell: (w) => h("span", { class: "actions" },
        h("a", { class: "btn", href: "#/webhooks/" + encodeURIComponent(w.id) }, "Deliveries"),
        h("button", { type: "button", class: "btn", onclick: () => rotateSecret(w, flash) }, "Rotate secret")) },
    ],
  });
}

async function rotateSecret(webhook: Webhook, flash: HTMLElement): Promise<void> {
  if (!window.confirm("Rotate the signing secret of " + webhook.url + "? The current secret keeps signing next to the new one for 24 hours.")) return;
  const result = await publicApi<WebhookRotated>("POST", "/webhooks/" + encodeURIComponent(webhook.id) + "/rotate-secret", {});
  mount(flash, result.ok
    ? secretOnce("New signing secret for " + webhook.url, result.data.secret,
      "Copy it now: it is shown only this once. The previous secret keeps signing until " + fmtTime(result.data.previous_secret_expires_at) + ".")
    : problemView(result));
}

function deliveryTone(status: WebhookDelivery["status"]): Tone {
  return status === "succeeded" ? "ok" : status === "failed" ? "error" : "neutral";
}

function loadDeliveries(container: HTMLElement, flash: HTMLElement, webhookId: string): Promise<unknown> {
  const table = h("div");
  mount(container, h("h2", null, "Delivery attempts"), h("p", { class: "muted small" }, "Endpoint ", h("code", null, webhookId), ", newest first."), table);
  const reload = () => loadDeliveries(container, flash, webhookId);
  return pagedTable<WebhookDelivery>(table, {
    path: "/webhooks/" + encodeURIComponent(webhookId) + "/deliveries", params: { limit: 20 }, caption: "Delivery attempts",
    empty: "No delivery attempts yet: they appear when a subscribed event happens.",
    columns: [
      { label: "Time", cell: (d) => timeCell(d.created_at) },
      { label: "Event", cell: (d) => [d.event_type, h("code", { class: "block small muted" }, d.event_id)] },
      { label: "Attempt", numeric: true, cell: (d) => d.attempt },
      { label: "Status", cell: (d) => [badge(d.status, deliveryTone(d.status)), d.next_attempt_at && h("span", { class: "block small muted" }, "next ", timeCell(d.next_attempt_at))] },
      { label: "HTTP", cell: (d) => httpStatusBadge(d.response_status) },
      { label: "Latency", numeric: true, cell: (d) => (d.latency_ms === null ? "—" : fmtNumber(d.latency_ms) + " ms") },
      { label: "Error", cell: (d) => h("div", { class: "error-cell" }, longText(d.error)) },
      { label: "Actions", cell: (d) => h("button", { type: "button", class: "btn", onclick: () => redeliver(d, flash, reload) }, "Redeliver") },
    ],
  });
}

async function redeliver(delivery: WebhookDelivery, flash: HTMLElement, reload: () => Promise<unknown>): Promise<void> {
  const path = "/webhooks/" + encodeURIComponent(delivery.webhook_id) + "/deliveries/" + encodeURIComponent(delivery.id) + "/redeliver";
  const result = await publicApi<WebhookDelivery>("POST", path);
  mount(flash, result.ok ? notice("Redelivery of " + delivery.event_id + " queued as attempt " + result.data.attempt + ".") : problemView(result));
  await reload();
}
