import { toIso } from "../domain/clock/iso";
import { analyzeMarket } from "../domain";
import type { components } from "@lps/sdk";
import { DomainError } from "../domain/domain-error";
import type { EventData } from "./event-bus";
import type { ServiceDeps } from "./service-deps";

type Schemas = components["schemas"];
type MarketAnalysis = Schemas["MarketAnalysis"];

/** The summary of an analysis that `analysis.completed` carries. */
export function analysisCompletedData(analysis: MarketAnalysis): EventData<"analysis.completed"> {
  const { id, city, property_type, sample_size, median_list_price, market_condition } = analysis;
  return { analysis_id: id, city, property_type, sample_size, median_list_price, market_condition };
}

/** The contract's `Problem.known_cities` maxItems. */
const MAX_KNOWN_CITIES = 500;

export function createMarketService({ data, clock, ids, events }: ServiceDeps) {
  /** Analyses the stored listings without announcing it. */
  function run(city: string | undefined, propertyType: Schemas["PropertyType"] | undefined): MarketAnalysis {
    if (city !== undefined && !data.cities.has(city)) {
      // A name without a letter or digit ("東京") has an empty slug, which no query can name.
      const knownCities = data.cities.slugs().filter((slug) => slug !== "").slice(0, MAX_KNOWN_CITIES);
      throw new DomainError("unknown_city", `No listings are stored for the city ${city}.`, { knownCities });
    }
    const now = clock.now();
    return {
      id: ids("ana"),
      generated_at: toIso(now),
      ...analyzeMarket(data.properties.values(), { city: city ?? null, propertyType: propertyType ?? null, now }),
    };
  }

  return {
    run,
    /** GET /analytics/market: analyses the stored listings and announces it with `analysis.completed`. */
    analyze(city: string | undefined, propertyType: Schemas["PropertyType"] | undefined): MarketAnalysis {
      const analysis = run(city, propertyType);
      events.emit("analysis.completed", analysisCompletedData(analysis));
      return analysis;
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
