import { config, listOf, managedOrganization, sandbox } from "../api";
import { badge, h, label, mount } from "../dom";
import { emptyView, loadingView, notice, problemView, showProblem } from "../feedback";
import { control, field, formCard, selectControl, valueOf } from "../forms";
import type { RouteMatch } from "../router";
import { signedInUserId, signInAgain } from "../session";
import { dataTable, pageHeader, refreshButton, timeCell } from "../widgets";

/** Organisation → Users: the organisation's users; add one with a role, remove one. */

/** A user as GET /__sandbox/organizations/{id}/users lists it. */
export interface OrganizationUser {
  id: string;
  email: string;
  name: string;
  role: string;
  created_at: string;
}

const usersPath = (organizationId: string) => "/organizations/" + encodeURIComponent(organizationId) + "/users";

/** The organisation's users, for the pages that name them (the audit log). */
export async function fetchUsers(organizationId: string): Promise<OrganizationUser[]> {
  const result = await sandbox<{ data: OrganizationUser[] }>("GET", usersPath(organizationId));
  return result.ok ? listOf(result.data) : [];
}

export function renderUsers(view: HTMLElement, _route: RouteMatch): Promise<unknown> {
  const organizationId = managedOrganization();
  const flash = h("div", { class: "flash" });
  const list = h("div", { class: "card" });
  const reload = () => loadUsers(organizationId, list, flash);
  mount(view,
    pageHeader("Users", "The organisation's people. Without SSO they sign in with the user picker; with SSO their first sign-in adds them with the default role.", refreshButton(reload)),
    flash, userForm(organizationId, flash, reload), list);
  return reload();
}

function userForm(organizationId: string, flash: HTMLElement, reload: () => Promise<unknown>): HTMLFormElement {
  const roles = config.roles.map((role) => [role, label(role)] as const);
  const fields = h("div", { class: "form-grid" },
    h("div", null,
      field("Email", "/email", control("input", "email", { type: "email", autocomplete: "off", placeholder: "dana@demo-realty.test" })),
      field("Name", "/name", control("input", "name", { type: "text", autocomplete: "off", placeholder: "Dana Developer" }))),
    h("div", null,
      field("Role", "/role", selectControl("role", roles, "developer"),
        "Owners, admins and developers hold every scope through a session; viewers the read scopes.")));
  return formCard("Add a user", "Add user", fields, async (form) => {
    const body = { email: valueOf(form, "email"), name: valueOf(form, "name"), role: valueOf(form, "role") };
    const result = await sandbox<OrganizationUser>("POST", usersPath(organizationId), body);
    if (!result.ok) return showProblem(form, result);
    form.reset();
    mount(flash, notice("Added " + result.data.name + " (" + result.data.email + ") as " + result.data.role + "."));
    return reload();
  });
}

async function loadUsers(organizationId: string, list: HTMLElement, flash: HTMLElement): Promise<unknown> {
  mount(list, h("h2", null, "Users"), loadingView());
  const result = await sandbox<{ data: OrganizationUser[] }>("GET", usersPath(organizationId));
  if (!result.ok) return mount(list, h("h2", null, "Users"), problemView(result));
  const users = listOf(result.data);
  return mount(list, h("h2", null, "Users"), users.length === 0 ? emptyView("No users yet.") : dataTable<OrganizationUser>("Users", [
    { label: "Name", cell: (u) => [u.name, h("code", { class: "block small muted" }, u.id)] },
    { label: "Email", cell: (u) => u.email },
    { label: "Role", cell: (u) => badge(u.role, u.role === "owner" || u.role === "admin" ? "info" : "neutral") },
    { label: "Added", cell: (u) => timeCell(u.created_at) },
    { label: "Actions", cell: (u) => h("button", { type: "button", class: "btn btn-danger", "aria-label": "Remove " + u.email, onclick: () => removeUser(organizationId, u, list, flash) }, "Remove") },
  ], users, (u) => ({ "data-user-id": u.id })));
}

async function removeUser(organizationId: string, user: OrganizationUser, list: HTMLElement, flash: HTMLElement): Promise<void> {
  const self = user.id === signedInUserId();
  const warning = self ? " That is you: this page's session ends too." : "";
  if (!window.confirm("Remove " + user.name + " (" + user.email + ")? Their sessions end at once." + warning)) return;
  const result = await sandbox<unknown>("DELETE", usersPath(organizationId) + "/" + encodeURIComponent(user.id));
  // The page's own session has just ended: sign in again rather than fail on every call.
  if (result.ok && self) return signInAgain();
  mount(flash, result.ok ? notice("Removed " + user.email + ".") : problemView(result));
  await loadUsers(organizationId, list, flash);
}
