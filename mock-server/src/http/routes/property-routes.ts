import type { components } from "@lps/sdk";
import type { PropertyFilters, PropertyService } from "../../engine/services/property-service";
import { pageQuery } from "../pagination";
import type { OperationHandler } from "../respond";

export const propertyRoutes = (properties: PropertyService): Record<string, OperationHandler> => ({
  listProperties: ({ query }) => properties.list(query as PropertyFilters, pageQuery(query)),
  createProperty: ({ body }) => properties.create(body as components["schemas"]["PropertyCreate"]),
  getProperty: ({ path }) => properties.get(path.property_id as string),
});
