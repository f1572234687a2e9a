import { embeddableJson, type ClientConfig } from "./client-config";
import { ASSET_PATHS } from "./defaults";

/**
 * The single page: a shell the script fills in. The configuration travels as a JSON data block,
 * which the CSP does not treat as script, so only the nonce'd tags below can run.
 */
export function renderPage(config: ClientConfig, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LPS sandbox dashboard</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${ASSET_PATHS.styles}" nonce="${nonce}">
<script type="application/json" id="lps-config">${embeddableJson(config)}</script>
<script src="${ASSET_PATHS.script}" nonce="${nonce}" defer></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="topbar">
  <span class="brand">LPS <span class="brand-sub">sandbox dashboard</span></span>
  <span class="topbar-info" id="server-info"></span>
</header>
<div class="layout">
  <nav class="sidebar" id="nav" aria-label="Dashboard sections"></nav>
  <main id="main" tabindex="-1">
    <noscript><p class="alert alert-error">The dashboard needs JavaScript; the API itself does not.</p></noscript>
  </main>
</div>
</body>
</html>
`;
}
