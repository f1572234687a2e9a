import { describeScope } from "../core/scopes";
import type { ResourceOwner } from "../types";
import { escapeHtml, page } from "./layout";

export interface ConsentView {
  clientName: string;
  scopes: string[];
  /** Requested scopes the owner's role does not allow: listed, and not granted. */
  withheld: string[];
  redirectUri: string;
  handle: string;
  owner: ResourceOwner;
}

export const DECISION_PATH = "/oauth/authorize/decision";

const listItems = (scopes: string[]) =>
  scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code>${escapeHtml(describeScope(scope))}</li>`).join("\n");

export function consentPage({ clientName, scopes, withheld, redirectUri, handle, owner }: ConsentView): string {
  const name = escapeHtml(clientName);
  const items = listItems(scopes);
  const notGranted = withheld.length === 0 ? "" : `
<p>It also asked for these, which your role (<strong>${escapeHtml(owner.role)}</strong>) does not allow; they are not granted:</p>
<ul aria-label="Not granted">
${listItems(withheld)}
</ul>`;
  return page(
    `Authorize ${clientName}`,
    `<h1 id="consent-title">Authorize <strong>${name}</strong></h1>
<p><strong>${name}</strong> asks for access to <strong id="consent-organization">${escapeHtml(owner.organizationName)}</strong> on the Lead and Property Service, acting as <strong id="consent-user">${escapeHtml(owner.name)}</strong> <code>${escapeHtml(owner.email)}</code>. It will be able to:</p>
<ul aria-label="Requested permissions">
${items}
</ul>${notGranted}
<p class="muted">After you decide, you return to <code>${escapeHtml(redirectUri)}</code>.</p>
<form method="post" action="${DECISION_PATH}" aria-labelledby="consent-title">
<input type="hidden" name="handle" value="${escapeHtml(handle)}">
<div class="actions">
<button type="submit" name="decision" value="deny" class="deny">Deny</button>
<button type="submit" name="decision" value="approve" class="approve" autofocus>Approve</button>
</div>
</form>`,
  );
}
