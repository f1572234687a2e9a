import { toIso } from "../../clock/iso";
import { analyzeMarket } from "../../domain";
import type { components } from "../../generated/openapi";
import { ProblemError } from "../../http/problem";
import type { ServiceDeps } from "./service-deps";

type Schemas = components["schemas"];

export function createMarketService({ data, clock, ids, events }: ServiceDeps) {
  return {
    /** Analyses the stored listings and announces it with `analysis.completed`. */
    analyze(city: string | undefined, propertyType: Schemas["PropertyType"] | undefined): Schemas["MarketAnalysis"] {
      if (city !== undefined && !data.cities.has(city)) {
        throw new ProblemError(404, "unknown_city", `No listings are stored for the city ${city}.`, {
          known_cities: data.cities.slugs(),
        });
      }
      const now = clock.now();
      const analysis: Schemas["MarketAnalysis"] = {
        id: ids("ana"),
        generated_at: toIso(now),
        ...analyzeMarket(data.properties.values(), { city: city ?? null, propertyType: propertyType ?? null, now }),
      };
      const { id, sample_size, median_list_price, market_condition } = analysis;
      events.emit("analysis.completed", {
        analysis_id: id,
        city: analysis.city,
        property_type: analysis.property_type,
        sample_size,
        median_list_price,
        market_condition,
      });
      return analysis;
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
