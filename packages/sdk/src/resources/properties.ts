import type { RequestOptions } from "../core/options";
import { type Api, segment } from "../internal/api";
import type { PropertyCreate, PropertyListParams } from "../types";

export const propertiesResource = (api: Api) => ({
  /** Stores a listing (`createProperty`). */
  create: (body: PropertyCreate, options?: RequestOptions) =>
    api.one<"createProperty">({ method: "POST", path: "/properties", body }, options),

  /** Listings, newest first, filtered (`listProperties`). */
  list: (params: PropertyListParams = {}, options?: RequestOptions) =>
    api.list<"listProperties">("/properties", params, options),

  /** One listing (`getProperty`). */
  get: (propertyId: string, options?: RequestOptions) =>
    api.one<"getProperty">({ method: "GET", path: `/properties/${segment(propertyId)}` }, options),
});
