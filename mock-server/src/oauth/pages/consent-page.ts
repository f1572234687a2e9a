import { SUBJECT } from "../defaults";
import { SCOPE_DESCRIPTIONS } from "../core/scopes";
import { escapeHtml, page } from "./layout";

export interface ConsentView {
  clientName: string;
  scopes: string[];
  redirectUri: string;
  handle: string;
}

export const DECISION_PATH = "/oauth/authorize/decision";

export function consentPage({ clientName, scopes, redirectUri, handle }: ConsentView): string {
  const name = escapeHtml(clientName);
  const items = scopes
    .map((scope) => `<li><code>${escapeHtml(scope)}</code>${escapeHtml(SCOPE_DESCRIPTIONS[scope] ?? "")}</li>`)
    .join("\n");
  return page(
    `Authorize ${clientName}`,
    `<h1 id="consent-title">Authorize <strong>${name}</strong></h1>
<p><strong>${name}</strong> asks for access to the Lead and Property Service account <code>${SUBJECT}</code>. It will be able to:</p>
<ul aria-label="Requested permissions">
${items}
</ul>
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
