import type { RequestOptions } from "../core/options";
import { type Api, segment } from "../internal/api";
import type { LeadCreate, LeadListParams, PageParams } from "../types";

export const leadsResource = (api: Api) => ({
  /** Stores a lead and submits it for qualification (`createLead`). */
  create: (body: LeadCreate, options?: RequestOptions) => api.one<"createLead">({ method: "POST", path: "/leads", body }, options),

  /** Leads, newest first (`listLeads`). */
  list: (params: LeadListParams = {}, options?: RequestOptions) =>
    api.list<"listLeads">("/leads", params, options),

  /** One lead (`getLead`). */
  get: (leadId: string, options?: RequestOptions) => api.one<"getLead">({ method: "GET", path: `/leads/${segment(leadId)}` }, options),

  /** The qualification score, `status: "pending"` until scoring completes (`getLeadScore`). */
  score: (leadId: string, options?: RequestOptions) =>
    api.one<"getLeadScore">({ method: "GET", path: `/leads/${segment(leadId)}/score` }, options),

  /** Messages received from the lead, newest first (`listLeadMessages`). */
  messages: (leadId: string, params: PageParams = {}, options?: RequestOptions) =>
    api.list<"listLeadMessages">(`/leads/${segment(leadId)}/messages`, params, options),
});
