import type { components } from "@lps/sdk";
import type { LeadService } from "../../engine/services/lead-service";
import { pageQuery } from "../pagination";
import type { OperationHandler } from "../respond";

type Schemas = components["schemas"];

export const leadRoutes = (leads: LeadService): Record<string, OperationHandler> => ({
  listLeads: ({ query }) => leads.list(query.status as Schemas["LeadStatus"] | undefined, pageQuery(query)),
  createLead: ({ body }) => leads.create(body as Schemas["LeadCreate"]),
  getLead: ({ path }) => leads.get(path.lead_id as string),
  getLeadScore: ({ path }) => leads.score(path.lead_id as string),
  listLeadMessages: ({ path, query }) => leads.messages(path.lead_id as string, pageQuery(query)),
});
