import type { components } from "@lps/sdk";
import type { OperationHandler } from "../respond";
import type { ServicesOf } from "./caller-services";

export const marketRoutes = (servicesOf: ServicesOf): Record<string, OperationHandler> => ({
  getMarketAnalysis: ({ query }, c) =>
    servicesOf(c).market.analyze(query.city as string | undefined, query.property_type as components["schemas"]["PropertyType"] | undefined),
});
