import type { RequestOptions } from "../core/options";
import type { Api } from "../internal/api";
import type { MarketAnalysisParams } from "../types";

export const analyticsResource = (api: Api) => ({
  /** Market analysis for a city slug and property type, both optional (`getMarketAnalysis`). */
  market: (params: MarketAnalysisParams = {}, options?: RequestOptions) =>
    api.one<"getMarketAnalysis">({ method: "GET", path: "/analytics/market", query: params }, options),
});
