import { APIPromise } from "../core/api-promise";
import type { RequestOptions } from "../core/options";
import type { MarketAnalysisParams } from "../types";
import type { RawClient } from "./raw-client";

export const analyticsResource = (api: RawClient) => ({
  /** Market analysis for a city slug and property type, both optional (`getMarketAnalysis`). */
  market: (params: MarketAnalysisParams = {}, options?: RequestOptions) =>
    new APIPromise(api.GET("/analytics/market", { params: { query: params }, ...options })),
});
