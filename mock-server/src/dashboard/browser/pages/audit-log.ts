import { listOf, managedOrganization, sandbox, scopedQuery } from "../api";
import { fmtNumber, h, mount, type Child } from "../dom";
import { emptyView, loadingView, problemView } from "../feedback";
import type { RouteMatch } from "../router";
import { dataTable, httpStatusBadge, pageHeader, refreshButton, timeCell } from "../widgets";
import { fetchUsers, type OrganizationUser } from "./users";

/** Audit log: every authenticated write, auth failure and key lifecycle event, newest first. */

interface AuditEntry {
  time: string;
  /** The key, OAuth client or user that acted (or `sandbox`, `system`, `anonymous`). */
  actor: string;
  /** The signed-in user behind the request, when there is one. */
  user_id?: string;
  action: string;
  resource_id?: string | null;
  ip?: string | null;
  status?: number | null;
  request_id?: string | null;
}

export function renderAuditLog(view: HTMLElement, _route: RouteMatch): Promise<unknown> {
  const list = h("div", { class: "card" });
  const reload = () => loadAuditLog(list);
  mount(view, pageHeader("Audit log", "Every authenticated write, authentication failure and key lifecycle event, with the user or key that acted. It never holds secrets.", refreshButton(reload)), list);
  return reload();
}

/** Who acted: a user (named when the page knows them) and the credential they acted through. */
export interface Acting {
  user?: { id: string; name?: string; email?: string };
  /** The key, OAuth client or system that acted, when it is not the user alone. */
  via?: string;
}

/** A session's write has the user as actor; a token's has the client as actor and the user apart. */
export function acting(entry: Pick<AuditEntry, "actor" | "user_id">, users: ReadonlyMap<string, OrganizationUser>): Acting {
  const userId = entry.user_id ?? (entry.actor.startsWith("usr_") ? entry.actor : undefined);
  if (userId === undefined) return { via: entry.actor };
  const known = users.get(userId);
  const user = known ? { id: userId, name: known.name, email: known.email } : { id: userId };
  return entry.actor === userId ? { user } : { user, via: entry.actor };
}

function actingCell(who: Acting): Child {
  const via = who.via && h("code", null, who.via);
  if (!who.user) return via;
  const { id, name, email } = who.user;
  const person = name ? h("span", { title: email + " (" + id + ")" }, name) : h("code", null, id);
  return [h("span", { class: "block" }, person), via && h("span", { class: "block small muted" }, "via ", via)];
}

async function loadAuditLog(list: HTMLElement): Promise<unknown> {
  mount(list, loadingView());
  const [result, users] = await Promise.all([
    sandbox<AuditEntry[] | { data: AuditEntry[] }>("GET", "/audit-log" + scopedQuery()),
    fetchUsers(managedOrganization()),
  ]);
  if (!result.ok) return mount(list, problemView(result));
  const byId = new Map(users.map((user) => [user.id, user]));
  // Newest first whatever order the server keeps; ties keep the server's order.
  const entries = listOf(result.data).slice().sort((a, b) => String(b.time).localeCompare(String(a.time)));
  return mount(list, entries.length === 0 ? emptyView("Nothing recorded yet.") : [
    h("p", { class: "muted small" }, fmtNumber(entries.length) + (entries.length === 1 ? " entry" : " entries") + ", newest first."),
    dataTable<AuditEntry>("Audit log", [
      { label: "Time", cell: (e) => timeCell(e.time) },
      { label: "Acting user or key", cell: (e) => actingCell(acting(e, byId)) },
      { label: "Action", cell: (e) => e.action },
      { label: "Resource", cell: (e) => (e.resource_id ? h("code", null, e.resource_id) : "—") },
      { label: "IP", cell: (e) => e.ip || "—" },
      { label: "Status", cell: (e) => httpStatusBadge(e.status) },
      { label: "Request", cell: (e) => (e.request_id ? h("code", { class: "small" }, e.request_id) : "—") },
    ], entries),
  ]);
}
