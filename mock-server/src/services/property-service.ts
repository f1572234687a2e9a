import { toIso } from "../domain/clock/iso";
import { citySlug, fitsDetails, isSupply, listingFacts } from "../domain";
import type { components, operations } from "@lps/sdk";
import type { Page, PageQuery } from "../store/collection";
import type { Property } from "../store/data-store";
import { notFound } from "../domain/domain-error";
import type { ServiceDeps } from "./service-deps";

type PropertyCreate = components["schemas"]["PropertyCreate"];
export type PropertyFilters = Omit<NonNullable<operations["listProperties"]["parameters"]["query"]>, "limit" | "cursor">;

const CLOSED_STATUSES = new Set<Property["status"]>(["closed", "withdrawn", "expired", "canceled"]);

/** The filters of GET /properties; city, state and bedrooms as lead matching reads them. */
function matchesFilters(f: PropertyFilters): ((p: Property) => boolean) | undefined {
  const city = f.city === undefined ? undefined : citySlug(f.city);
  const checks: ((p: Property) => boolean)[] = [];
  if (f.type !== undefined) checks.push((p) => p.type === f.type);
  if (f.min_price !== undefined) checks.push((p) => p.price >= (f.min_price as number));
  if (f.max_price !== undefined) checks.push((p) => p.price <= (f.max_price as number));
  if (f.status !== undefined) checks.push((p) => p.status === f.status);
  if (city !== undefined || f.state !== undefined || f.min_bedrooms !== undefined) {
    const details = { state: f.state, min_bedrooms: f.min_bedrooms };
    checks.push((p) => {
      const facts = listingFacts(p);
      return (city === undefined || facts.city === city) && fitsDetails(facts, details);
    });
  }
  return checks.length === 0 ? undefined : (p) => checks.every((check) => check(p));
}

/** What a listing change asks of the leads it concerns. */
export interface PropertyServiceHooks {
  /** Scores these leads again: the listings within their budget changed. */
  rescoreLeads(leadIds: readonly string[]): void;
}

export function createPropertyService({ data, clock, ids, events }: ServiceDeps, hooks: PropertyServiceHooks) {
  return {
    create(input: PropertyCreate): Property {
      const now = toIso(clock.now());
      const status = input.status ?? "active";
      const property = data.addProperty({
        id: ids("prop"),
        type: input.type,
        status,
        price: input.price,
        bedrooms: input.bedrooms ?? null,
        bathrooms: input.bathrooms ?? null,
        square_feet: input.square_feet ?? null,
        description: input.description ?? null,
        location: input.location,
        listed_at: now,
        closed_at: CLOSED_STATUSES.has(status) ? now : null,
        created_at: now,
        updated_at: now,
      });
      // One event per lead the new listing matches (none unless it is active).
      const matched = data.leadIndex.matchProperty(property);
      for (const leadId of matched) {
        events.emit("property.matched", { lead_id: leadId, property_ids: [property.id], match_count: 1, reason: "property_created" });
      }
      // budget_match counts active listings by type and price whatever the city, so more leads
      // than the matched ones may move; a listing that is not active changes no count.
      if (isSupply(property)) {
        hooks.rescoreLeads(data.leadIndex.leadsInBudget(property.type, property.price));
      }
      return property;
    },
    /** Replaces the whole catalogue (demo data): one sort; the indexes follow on first use. */
    load(properties: Property[]): void {
      data.loadProperties(properties);
    },
    list(filters: PropertyFilters, page: Omit<PageQuery<Property>, "filter">): Page<Property> {
      const filter = matchesFilters(filters);
      return data.properties.page(filter ? { ...page, filter } : page);
    },
    get(id: string): Property {
      const property = data.properties.get(id);
      if (!property) throw notFound("property", id);
      return property;
    },
  };
}

export type PropertyService = ReturnType<typeof createPropertyService>;
