import { APIPromise } from "../core/api-promise";
import type { RequestOptions } from "../core/options";
import { PagePromise } from "../core/page-promise";
import type { LeadCreate, LeadListParams, PageParams } from "../types";
import { type RawClient, withCursor } from "./raw-client";

export const leadsResource = (api: RawClient) => ({
  /** Stores a lead and submits it for qualification (`createLead`). */
  create: (body: LeadCreate, options?: RequestOptions) => new APIPromise(api.POST("/leads", { body, ...options })),

  /** Leads, newest first (`listLeads`). */
  list: (params: LeadListParams = {}, options?: RequestOptions) =>
    new PagePromise((cursor) => api.GET("/leads", { params: { query: withCursor(params, cursor) }, ...options })),

  /** One lead (`getLead`). */
  get: (leadId: string, options?: RequestOptions) =>
    new APIPromise(api.GET("/leads/{lead_id}", { params: { path: { lead_id: leadId } }, ...options })),

  /** The qualification score, `status: "pending"` until scoring completes (`getLeadScore`). */
  score: (leadId: string, options?: RequestOptions) =>
    new APIPromise(api.GET("/leads/{lead_id}/score", { params: { path: { lead_id: leadId } }, ...options })),

  /** Messages received from the lead, newest first (`listLeadMessages`). */
  messages: (leadId: string, params: PageParams = {}, options?: RequestOptions) =>
    new PagePromise((cursor) =>
      api.GET("/leads/{lead_id}/messages", {
        params: { path: { lead_id: leadId }, query: withCursor(params, cursor) },
        ...options,
      }),
    ),
});
