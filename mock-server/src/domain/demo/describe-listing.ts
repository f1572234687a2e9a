import { formatCount } from "../format";
import type { Random } from "../random";
import { STREET_NAMES, STREET_SUFFIXES, type DemoCity } from "./cities";
import type { TypeProfile } from "./property-types";

/** Share of listings published without a description, as some MLS feeds do. */
const NO_DESCRIPTION_SHARE = 0.08;
const LOT_ADJECTIVES = ["Buildable", "Flat", "Rare"];
const ADJECTIVES = ["Bright", "Charming", "Spacious", "Renovated", "Well-kept", "Light-filled", "Classic", "Modern"];

// Texts that are kept (addresses, descriptions) are joined rather than templated: a template
// builds a rope of cons strings, which every listing would keep and the GC copy at start.

/** A street address in the city: a local landmark street about a third of the time. */
export function sampleAddress(rng: Random, city: DemoCity, profile: TypeProfile): { address: string; street: string } {
  const street = rng.chance(0.35) ? rng.pick(city.streets) : [rng.pick(STREET_NAMES), rng.pick(STREET_SUFFIXES)].join(" ");
  const apartment = profile.type === "residential_lease" && rng.chance(0.6);
  const unit = apartment ? [" Apt ", rng.int(1, 24), rng.pick(["A", "B", "C", "D"])].join("") : "";
  return { address: [rng.int(10, 9899), " ", street, unit].join(""), street };
}

export function describeListing(
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
