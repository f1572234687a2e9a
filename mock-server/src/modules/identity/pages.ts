import { escapeHtml, page, PAGE_HEADERS } from "../oauth/pages/layout";
import type { Organization } from "../../store/organizations";
import type { User } from "./users";

export { PAGE_HEADERS };

export const SIGNIN_PATH = "/signin";

export function html(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=UTF-8", ...PAGE_HEADERS, ...headers },
  });
}

/** Every sign-in and SSO failure ends here: what went wrong, and that nobody was signed in. */
export function failurePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert" id="error-message">${escapeHtml(message)}</p>
<p class="muted">You are not signed in. Start again from the sign-in link, or ask the organisation's administrator.</p>`,
  );
}

/** Organisations without SSO: pick one of its users (a sandbox has no passwords). */
export function pickerPage(org: Organization, users: User[], handle: string): string {
  const buttons = users
    .map(
      (user) => `<li><button type="submit" name="user_id" value="${escapeHtml(user.id)}" class="approve">${escapeHtml(user.name)}</button>
<code>${escapeHtml(user.email)}</code> · ${escapeHtml(user.role)}</li>`,
    )
    .join("\n");
  return page(
    `Sign in to ${org.name}`,
    `<h1 id="signin-title">Sign in to <strong>${escapeHtml(org.name)}</strong></h1>
<p>Choose who you are. <span class="muted">This organisation has no SSO; the sandbox asks for no password.</span></p>
<form method="post" action="${SIGNIN_PATH}" aria-labelledby="signin-title">
<input type="hidden" name="handle" value="${escapeHtml(handle)}">
<ul aria-label="Users">
${buttons || "<li>No users yet: add one with POST /__sandbox/organizations/{id}/users.</li>"}
</ul>
</form>`,
  );
}

/** The built-in identity provider's sign-in page: each test user is a link that signs them in. */
export function idpSignInPage(users: { email: string; name: string; href: string }[]): string {
  const items = users
    .map((user) => `<li><a href="${escapeHtml(user.href)}">${escapeHtml(user.name)}</a> <code>${escapeHtml(user.email)}</code></li>`)
    .join("\n");
  return page(
    "Test identity provider",
    `<h1>Test identity provider</h1>
<p>Sign in as one of the test users. <span class="muted">Add more with POST /__sandbox/idp/users.</span></p>
<ul aria-label="Test users">
${items || "<li>No test users yet.</li>"}
</ul>`,
  );
}
