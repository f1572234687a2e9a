import type { Random } from "../random";
import { compareTimestamps, toTimestamp } from "../time";
import type { Property } from "../types";
import type { DemoCity } from "./cities";
import { describeListing, sampleAddress } from "./describe-listing";
import { pricePerSqftAt, sampleTimeline, type ListingTimeline } from "./listing-history";
import { TYPE_PROFILES, type TypeProfile } from "./property-types";

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

/** One listing of the city with its whole history up to `now`. */
export function generateListing(rng: Random, city: DemoCity, now: number): Property {
  const profile = pickProfile(rng);
  const timeline = sampleTimeline(rng, city, now);
  const area = Math.round(rng.logNormal(profile.area.median, profile.area.sigma));
  // Bigger buildings sell for less per square foot; the exponent is the usual size discount.
  const perSqft = pricePerSqftAt(city, timeline.listedAt, now) * profile.valueFactor * Math.pow(area / profile.area.median, -0.15);
  const value = perSqft * area * rng.logNormal(1, 0.12);
  const { bedrooms, bathrooms } = sampleRooms(rng, profile, area);
  const { address, street } = sampleAddress(rng, city, profile);
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
    ...timestamps(timeline),
  };
}

/** The timeline as contract timestamps; most instants repeat, and each is formatted once. */
function timestamps({ listedAt, closedAt, createdAt, updatedAt }: ListingTimeline) {
  const listed = toTimestamp(listedAt);
  const closed = closedAt === null ? null : toTimestamp(closedAt);
  const stamp = (ms: number) => (ms === listedAt ? listed : ms === closedAt && closed ? closed : toTimestamp(ms));
  return { listed_at: listed, closed_at: closed, created_at: stamp(createdAt), updated_at: stamp(updatedAt) };
}

/** `total` listings spread over the cities by weight, oldest record first. */
export function generateListings(rng: Random, cities: readonly DemoCity[], total: number, now: number): Property[] {
  const weights = cities.reduce((sum, c) => sum + c.weight, 0);
  const listings = cities.flatMap((city) =>
    Array.from({ length: Math.round((total * city.weight) / weights) }, () => generateListing(rng, city, now)),
  );
  return listings.sort((a, b) => compareTimestamps(a.created_at, b.created_at));
}
