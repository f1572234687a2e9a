import type { components } from "@lps/sdk";
import type { PropertyFilters } from "../../services/property-service";
import { pageQuery } from "../pagination";
import type { OperationHandler } from "../respond";
import type { ServicesOf } from "./caller-services";

export const propertyRoutes = (servicesOf: ServicesOf): Record<string, OperationHandler> => ({
  listProperties: ({ query }, c) => servicesOf(c).properties.list(query as PropertyFilters, pageQuery(query)),
  createProperty: ({ body }, c) => servicesOf(c).properties.create(body as components["schemas"]["PropertyCreate"]),
  getProperty: ({ path }, c) => servicesOf(c).properties.get(path.property_id as string),
});
