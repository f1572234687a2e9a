import { APIPromise } from "../core/api-promise";
import type { RequestOptions } from "../core/options";
import { PagePromise } from "../core/page-promise";
import type { PropertyCreate, PropertyListParams } from "../types";
import { type RawClient, withCursor } from "./raw-client";

export const propertiesResource = (api: RawClient) => ({
  /** Stores a listing (`createProperty`). */
  create: (body: PropertyCreate, options?: RequestOptions) =>
    new APIPromise(api.POST("/properties", { body, ...options })),

  /** Listings, newest first, filtered (`listProperties`). */
  list: (params: PropertyListParams = {}, options?: RequestOptions) =>
    new PagePromise((cursor) => api.GET("/properties", { params: { query: withCursor(params, cursor) }, ...options })),

  /** One listing (`getProperty`). */
  get: (propertyId: string, options?: RequestOptions) =>
    new APIPromise(api.GET("/properties/{property_id}", { params: { path: { property_id: propertyId } }, ...options })),
});
