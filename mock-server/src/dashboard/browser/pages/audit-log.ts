import { listOf, sandbox } from "../api";
import { fmtNumber, h, mount } from "../dom";
import { emptyView, loadingView, problemView } from "../feedback";
import type { RouteMatch } from "../router";
import { dataTable, httpStatusBadge, pageHeader, refreshButton, timeCell } from "../widgets";

/** Audit log: every authenticated write, auth failure and key lifecycle event, newest first. */

interface AuditEntry {
  time: string;
  actor: string;
  action: string;
  resource_id?: string | null;
  ip?: string | null;
  status?: number | null;
  request_id?: string | null;
}

export function renderAuditLog(view: HTMLElement, _route: RouteMatch): Promise<unknown> {
  const list = h("div", { class: "card" });
  const reload = () => loadAuditLog(list);
  mount(view, pageHeader("Audit log", "Every authenticated write, authentication failure and key lifecycle event. It never holds secrets.", refreshButton(reload)), list);
  return reload();
}

async function loadAuditLog(list: HTMLElement): Promise<unknown> {
  mount(list, loadingView());
  const result = await sandbox<AuditEntry[] | { data: AuditEntry[] }>("GET", "/audit-log");
  if (!result.ok) return mount(list, problemView(result));
  // Newest first whatever order the server keeps; ties keep the server's order.
  const entries = listOf(result.data).slice().sort((a, b) => String(b.time).localeCompare(String(a.time)));
  return mount(list, entries.length === 0 ? emptyView("Nothing recorded yet.") : [
    h("p", { class: "muted small" }, fmtNumber(entries.length) + (entries.length === 1 ? " entry" : " entries") + ", newest first."),
    dataTable<AuditEntry>("Audit log", [
      { label: "Time", cell: (e) => timeCell(e.time) },
      { label: "Actor", cell: (e) => h("code", null, e.actor) },
      { label: "Action", cell: (e) => e.action },
      { label: "Resource", cell: (e) => (e.resource_id ? h("code", null, e.resource_id) : "—") },
      { label: "IP", cell: (e) => e.ip || "—" },
      { label: "Status", cell: (e) => httpStatusBadge(e.status) },
      { label: "Request", cell: (e) => (e.request_id ? h("code", { class: "small" }, e.request_id) : "—") },
    ], entries),
  ]);
}
