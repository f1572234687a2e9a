import { h, mount } from "./dom";
import { renderApiKeys } from "./pages/api-keys";
import { renderAuditLog } from "./pages/audit-log";
import { renderLeads } from "./pages/leads";
import { renderMarket } from "./pages/market";
import { renderOAuthClients } from "./pages/oauth-clients";
import { renderProperties } from "./pages/properties";
import { renderRequests } from "./pages/requests";
import { renderSso } from "./pages/sso";
import { renderUsers } from "./pages/users";
import { renderWebhooks } from "./pages/webhooks";
import { startRouter, type Route } from "./router";
import { renderServerInfo, startSession } from "./session";

/**
 * The dashboard's browser script: the bundle's entry point. A page is one module in pages/
 * exporting its render function, and one row here.
 */
const ROUTES: readonly Route[] = [
  { group: "Settings", path: "settings/api-keys", title: "API keys", render: renderApiKeys },
  { group: "Settings", path: "audit-log", title: "Audit log", render: renderAuditLog },
  { group: "Settings", path: "requests", title: "Requests", render: renderRequests },
  { group: "Organisation", path: "organization/users", title: "Users", render: renderUsers },
  { group: "Organisation", path: "organization/sso", title: "SSO", render: renderSso },
  { group: "Integrations", path: "webhooks", title: "Webhooks", render: renderWebhooks },
  { group: "Integrations", path: "oauth-clients", title: "OAuth clients", render: renderOAuthClients },
  { group: "Data", path: "leads", title: "Leads", render: renderLeads },
  { group: "Data", path: "properties", title: "Properties", render: renderProperties },
  { group: "Data", path: "market", title: "Market", render: renderMarket },
];

async function start(): Promise<void> {
  const main = document.getElementById("main")!;
  mount(main, h("p", { class: "loading", role: "status" }, "Loading…"));
  // Pages render once the session decided which organisation they show.
  const session = await startSession();
  if (session === undefined) return;
  renderServerInfo(document.getElementById("server-info")!, session);
  startRouter(ROUTES);
}

void start();
