// The app's three HTML pages, with every value escaped.
const escape = (value) =>
  String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

const layout = (title, body) =>
  `<!doctype html><meta charset="utf-8"><title>${escape(title)}</title>` +
  `<body style="font-family: system-ui; max-width: 48rem; margin: 2rem auto">${body}</body>`;

export const signedOut = () =>
  layout("LPS OAuth demo", `<h1>LPS OAuth demo</h1><p>Sign in with the LPS authorization server to list your leads.</p><p><a href="/login">Sign in</a></p>`);

export const signedIn = ({ scope, leads }) =>
  layout(
    "Your leads",
    `<h1>Your leads</h1><p>Granted scopes: <code>${escape(scope)}</code> · <a href="/logout">Sign out</a></p><ul>` +
      leads.map((lead) => `<li>${escape(lead.name)} <small>${escape(lead.id)} · ${escape(lead.status)} · score ${escape(lead.score ?? "pending")}</small></li>`).join("") +
      "</ul>",
  );

export const failed = (title, message) => layout(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">Back</a></p>`);
