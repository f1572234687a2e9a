import type { components } from "@lps/sdk";
import { pageQuery } from "../pagination";
import type { OperationHandler } from "../respond";
import type { ServicesOf } from "./caller-services";

type Schemas = components["schemas"];

export const leadRoutes = (servicesOf: ServicesOf): Record<string, OperationHandler> => ({
  listLeads: ({ query }, c) => servicesOf(c).leads.list(query.status as Schemas["LeadStatus"] | undefined, pageQuery(query)),
  createLead: ({ body }, c) => servicesOf(c).leads.create(body as Schemas["LeadCreate"]),
  getLead: ({ path }, c) => servicesOf(c).leads.get(path.lead_id as string),
  getLeadScore: ({ path }, c) => servicesOf(c).leads.score(path.lead_id as string),
  listLeadMessages: ({ path, query }, c) => servicesOf(c).leads.messages(path.lead_id as string, pageQuery(query)),
});
