import type { components } from "@lps/sdk";
import type { MarketService } from "../../engine/services/market-service";
import type { OperationHandler } from "../respond";

export const marketRoutes = (market: MarketService): Record<string, OperationHandler> => ({
  getMarketAnalysis: ({ query }) =>
    market.analyze(query.city as string | undefined, query.property_type as components["schemas"]["PropertyType"] | undefined),
});
