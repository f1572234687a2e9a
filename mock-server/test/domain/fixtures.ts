import type { Lead, LeadPreferences, Property } from "../../src/domain/types";

export const NOW = Date.parse("2026-11-22T09:32:00.000Z");
export const DAY = 86_400_000;
export const daysAgo = (days: number, now = NOW) => new Date(now - days * DAY).toISOString();

let counter = 0;
const nextId = (prefix: string) => `${prefix}${String(++counter).padStart(12, "0")}`;

/** An active San Francisco home listed 10 days ago, with any field overridden. */
export function makeProperty(overrides: Partial<Property> & { city?: string; state?: string } = {}): Property {
  const { city = "San Francisco", state = "CA", ...rest } = overrides;
  return {
    id: nextId("prop_"),
    type: "residential",
    status: "active",
    price: 1_000_000,
    bedrooms: 3,
    bathrooms: 2,
    square_feet: 1_000,
    description: null,
    location: { address: "1 Test St", city, state },
    listed_at: daysAgo(10),
    closed_at: null,
    created_at: daysAgo(10),
    updated_at: daysAgo(10),
    ...rest,
  };
}

export type LeadOverrides = Partial<Omit<Lead, "preferences">> & { preferences?: Partial<LeadPreferences> };

/** A lead for a home between $500k and $1.5M, active now, with any field overridden. */
export function makeLead(overrides: LeadOverrides = {}): Lead {
  const { preferences, ...rest } = overrides;
  return {
    id: nextId("lead_"),
    name: "Test Lead",
    email: "test@example.com",
    phone: "+14155550100",
    preferences: { property_type: "residential", price_range: { min: 500_000, max: 1_500_000 }, ...preferences },
    status: "new",
    score: null,
    qualification_type: null,
    created_at: daysAgo(1),
    updated_at: daysAgo(1),
    last_activity_at: daysAgo(0),
    ...rest,
  };
}

/** Timeout for property-based and whole-catalogue tests: they take seconds on a loaded shared machine. */
export const HEAVY_TEST_MS = 60_000;
