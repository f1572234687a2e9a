import { toIso } from "../clock/iso";
import { formatCount } from "../format";
import { logLogisticAt, SILVER_STEP, spreadQuantile, type Random } from "../random";
import type { Property } from "../types";
import { STREET_NAMES, STREET_SUFFIXES, type DemoCity } from "./cities";
import { pricePerSqftAt, sampleTimeline, sellThrough, type ListingTimeline } from "./listing-history";
import { TYPE_PROFILES, type TypeProfile } from "./property-types";

/** Spread of asking prices around what size, city and date predict. */
const PRICE_NOISE = 0.08;
/** Share of listings published without a description, as some MLS feeds do. */
const NO_DESCRIPTION_SHARE = 0.08;
const LOT_ADJECTIVES = ["Buildable", "Flat", "Rare"];
const ADJECTIVES = ["Bright", "Charming", "Spacious", "Renovated", "Well-kept", "Light-filled", "Classic", "Modern"];

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Asking prices end in round numbers, as agents set them. */
function roundPrice(price: number): number {
  const step = price >= 1_000_000 ? 5_000 : price >= 100_000 ? 1_000 : price >= 10_000 ? 100 : 25;
  return Math.max(step, Math.round(price / step) * step);
}

function pickProfile(rng: Random): TypeProfile {
  let u = rng.next();
  for (const profile of TYPE_PROFILES) {
    if ((u -= profile.share) < 0) return profile;
  }
  return TYPE_PROFILES[0] as TypeProfile;
}

function sampleRooms(rng: Random, profile: TypeProfile, area: number) {
  if (profile.rooms === "none") return { bedrooms: null, bathrooms: null };
  if (profile.rooms === "business") return { bedrooms: null, bathrooms: clamp(Math.round(area / 2500), 1, 8) };
  const bedrooms = clamp(Math.round(area / 550 + rng.next() - 0.5), area < 650 ? 0 : 1, 12);
  return { bedrooms, bathrooms: clamp(Math.round(bedrooms * 0.75 + rng.next() * 0.6), 1, 10) };
}

// Kept texts (addresses, descriptions) are joined rather than templated: a template builds a rope
// of cons strings, which every listing would keep and the GC copy at start.

/** A street address in the city: a local landmark street about a third of the time. */
function sampleAddress(rng: Random, city: DemoCity, profile: TypeProfile): { address: string; street: string } {
  const street = rng.chance(0.35) ? rng.pick(city.streets) : [rng.pick(STREET_NAMES), rng.pick(STREET_SUFFIXES)].join(" ");
  const apartment = profile.type === "residential_lease" && rng.chance(0.6);
  const unit = apartment ? [" Apt ", rng.int(1, 24), rng.pick(["A", "B", "C", "D"])].join("") : "";
  return { address: [rng.int(10, 9899), " ", street, unit].join(""), street };
}

function describeListing(
  rng: Random,
  profile: TypeProfile,
  facts: { street: string; area: number; bedrooms: number | null; bathrooms: number | null },
): string | null {
  if (rng.chance(NO_DESCRIPTION_SHARE)) return null;
  const feature = rng.pick(profile.features);
  const area = `${formatCount(facts.area)} sqft`;
  if (!profile.building) return [rng.pick(LOT_ADJECTIVES), " ", area, " ", profile.noun, " on ", facts.street, ", ", feature, "."].join("");
  const bedrooms = facts.bedrooms === 0 ? "studio" : `${facts.bedrooms}-bedroom`;
  const rooms = facts.bedrooms === null ? "" : `${bedrooms}, ${facts.bathrooms}-bath `;
  return [rng.pick(ADJECTIVES), " ", rooms, profile.noun, " on ", facts.street, ": ", area, ", ", feature, "."].join("");
}

/** A timeline instant as a contract timestamp; most instants repeat, and each is formatted once. */
function stamp(ms: number, timeline: ListingTimeline, listed: string, closed: string | null): string {
  return ms === timeline.listedAt ? listed : ms === timeline.closedAt && closed ? closed : toIso(ms);
}

/** One listing of the city with its history up to `now`; the quantiles place its size and price noise. */
function generateListing(
  rng: Random,
  city: DemoCity,
  profile: TypeProfile,
  timeline: ListingTimeline,
  quantiles: { size: number; noise: number },
  now: number,
): Property {
  const area = Math.round(logLogisticAt(profile.area.median, profile.area.sigma, quantiles.size));
  // Bigger buildings sell for less per square foot; the exponent is the usual size discount.
  const sizeDiscount = Math.pow(area / profile.area.median, -0.15);
  const perSqft = pricePerSqftAt(city, timeline.listedAt, now) * profile.valueFactor * sizeDiscount;
  const value = perSqft * area * logLogisticAt(1, PRICE_NOISE, quantiles.noise);
  const { bedrooms, bathrooms } = sampleRooms(rng, profile, area);
  const { address, street } = sampleAddress(rng, city, profile);
  const listed = toIso(timeline.listedAt);
  const closed = timeline.closedAt === null ? null : toIso(timeline.closedAt);
  // Fields written out: an object spread here costs more than the rest of the record.
  return {
    id: rng.id("prop_"),
    type: profile.type,
    status: timeline.status,
    price: roundPrice(profile.monthlyRent ? value * profile.monthlyRent : value),
    bedrooms,
    bathrooms,
    square_feet: profile.building ? area : null,
    description: describeListing(rng, profile, { street, area, bedrooms, bathrooms }),
    location: { address, city: city.name, state: city.state, postal_code: rng.pick(city.zips) },
    listed_at: listed,
    closed_at: closed,
    created_at: stamp(timeline.createdAt, timeline, listed, closed),
    updated_at: stamp(timeline.updatedAt, timeline, listed, closed),
  };
}

/**
 * The city's listings. Sizes and price noise come from evenly spread sequences, per type and in
 * listing-date order, so every year of history holds the same mix and year-over-year figures
 * recover the city's trend rather than sampling noise.
 */
function generateCityListings(rng: Random, city: DemoCity, count: number, now: number): Dated<Property>[] {
  const sold = sellThrough(city);
  const timelines = Array.from({ length: count }, () => sampleTimeline(rng, city, sold, now));
  timelines.sort((a, b) => a.listedAt - b.listedAt);
  const drawn = new Map<TypeProfile, { start: number; count: number }>();
  return timelines.map((timeline) => {
    const profile = pickProfile(rng);
    let seq = drawn.get(profile);
    if (!seq) drawn.set(profile, (seq = { start: rng.next(), count: 0 }));
    const i = seq.count++;
    const quantiles = { size: spreadQuantile(seq.start, i), noise: spreadQuantile(seq.start, i, SILVER_STEP) };
    return { at: timeline.createdAt, value: generateListing(rng, city, profile, timeline, quantiles, now) };
  });
}

/** A record with its creation time in ms, so the catalogue sorts on numbers, not timestamps. */
interface Dated<T> {
  at: number;
  value: T;
}

/** `total` listings spread over the cities by weight, oldest record first. */
export function generateListings(rng: Random, cities: readonly DemoCity[], total: number, now: number): Property[] {
  const weights = cities.reduce((sum, c) => sum + c.weight, 0);
  return cities
    .flatMap((city) => generateCityListings(rng, city, Math.round((total * city.weight) / weights), now))
    .sort((a, b) => a.at - b.at)
    .map((dated) => dated.value);
}
