import { pageHeaders } from "../../../dashboard/page-headers";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * Pages are self-contained (inline CSS, no script, no external asset) so they work offline, and
 * may not be framed, to rule out clickjacking of the Approve button (RFC 9700 §4.16).
 */
export const PAGE_HEADERS = pageHeaders({ style: "'unsafe-inline'" });

const STYLE = `
:root { color-scheme: light dark; --accent: #1d4ed8; --muted: #5b6473; --line: #d7dce3; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: Canvas; color: CanvasText; }
main { width: 100%; max-width: 30rem; border: 1px solid var(--line); border-radius: 12px; padding: 1.75rem; }
h1 { font-size: 1.35rem; margin: 0 0 1rem; }
p { margin: 0 0 1rem; }
.muted { color: var(--muted); font-size: 0.9rem; }
ul { list-style: none; margin: 0 0 1.25rem; padding: 0; border-top: 1px solid var(--line); }
li { padding: 0.6rem 0; border-bottom: 1px solid var(--line); }
code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
li code { display: block; font-weight: 600; }
.actions { display: flex; gap: 0.75rem; justify-content: flex-end; }
button { font: inherit; padding: 0.55rem 1.3rem; border-radius: 8px; border: 1px solid var(--accent); cursor: pointer; }
button.approve { background: var(--accent); color: #fff; }
button.deny { background: transparent; color: inherit; }
button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Shown instead of redirecting to an untrusted target (RFC 6749 §4.1.2.1). */
export function errorPage(message: string): string {
  return page(
    "Authorization error",
    `<h1>Authorization error</h1>
<p role="alert">${escapeHtml(message)}</p>
<p class="muted">You were not sent back to the application. Check the client_id and redirect_uri it uses.</p>`,
  );
}
