import { escapeHtml, page } from "./layout";

/**
 * Shown instead of redirecting when the redirect target cannot be trusted (unknown client,
 * unregistered redirect_uri, stale consent form): RFC 6749 §4.1.2.1 forbids redirecting then.
 */
export function errorPage(message: string): string {
  return page(
    "Authorization error",
    `<h1>Authorization error</h1>
<p role="alert">${escapeHtml(message)}</p>
<p class="muted">You were not sent back to the application. Check the client_id and redirect_uri it uses.</p>`,
  );
}
