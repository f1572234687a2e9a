import { config } from "./api";
import { h, mount } from "./dom";
import { renderApiKeys } from "./pages/api-keys";
import { renderAuditLog } from "./pages/audit-log";
import { renderLeads } from "./pages/leads";
import { renderMarket } from "./pages/market";
import { renderOAuthClients } from "./pages/oauth-clients";
import { renderRequests } from "./pages/requests";
import { renderWebhooks } from "./pages/webhooks";
import { startRouter, type Route } from "./router";

/**
 * The dashboard's browser script: the bundle's entry point. A page is one module in pages/
 * exporting its render function, and one row here.
 */
const ROUTES: readonly Route[] = [
  { group: "Settings", path: "settings/api-keys", title: "API keys", render: renderApiKeys },
  { group: "Settings", path: "audit-log", title: "Audit log", render: renderAuditLog },
  { group: "Settings", path: "requests", title: "Requests", render: renderRequests },
  { group: "Integrations", path: "webhooks", title: "Webhooks", render: renderWebhooks },
  { group: "Integrations", path: "oauth-clients", title: "OAuth clients", render: renderOAuthClients },
  { group: "Data", path: "leads", title: "Leads", render: renderLeads },
  { group: "Data", path: "market", title: "Market", render: renderMarket },
];

function maskKey(key: string): string {
  return key.length > 16 ? key.slice(0, 7) + "…" + key.slice(-4) : "…";
}

// Which credential the public-API pages use: the configured key, or the browser's session.
const credential = config.apiKey === null
  ? h("code", { title: "Used by the Webhooks, Leads and Market pages" }, "session")
  : h("code", { title: "Used by the Webhooks, Leads and Market pages" }, maskKey(config.apiKey));
mount(document.getElementById("server-info")!,
  "API ", h("code", null, location.origin + "/v1"), config.apiKey === null ? " · signed in with your " : " · demo key ", credential);
startRouter(ROUTES);
