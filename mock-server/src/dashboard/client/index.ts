import { toCitySlug } from "../../domain/city-slug";
import { median } from "../../domain/market/stats";
import { apiScript } from "./api";
import { chartsScript } from "./charts";
import { domScript } from "./dom";
import { feedbackScript } from "./feedback";
import { formsScript } from "./forms";
import { apiKeysScript } from "./pages/api-keys";
import { auditLogScript } from "./pages/audit-log";
import { leadsScript } from "./pages/leads";
import { marketScript } from "./pages/market";
import { oauthClientsScript } from "./pages/oauth-clients";
import { requestsScript } from "./pages/requests";
import { webhooksScript } from "./pages/webhooks";
import { routerScript } from "./router";
import { widgetsScript } from "./widgets";

/**
 * The server's own pure helpers, sent as source so the page slugs cities and takes medians
 * exactly as the server does. Bound to fixed names because a minifier may rename functions.
 */
export const sharedHelpersScript = `const citySlug = ${toCitySlug.toString()};\nconst median = ${median.toString()};\n`;

/** The whole browser script: one strict-mode scope, so the parts share functions without modules. */
export const dashboardScript = [
  "(() => {\n'use strict';\n",
  sharedHelpersScript,
  domScript,
  apiScript,
  feedbackScript,
  formsScript,
  widgetsScript,
  chartsScript,
  apiKeysScript,
  webhooksScript,
  leadsScript,
  marketScript,
  auditLogScript,
  oauthClientsScript,
  requestsScript,
  routerScript,
  "})();\n",
].join("");
