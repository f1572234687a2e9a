/** Distinct names remembered; user-supplied names are unbounded, so the memo starts over past this. */
const MEMO_LIMIT = 1_000;
const memo = new Map<string, string>();

/**
 * The contract's CitySlug form of a city name: "San Francisco" → "san_francisco",
 * "Winston-Salem" → "winston_salem", "Coeur d'Alene" → "coeur_d_alene". Accents fold to ASCII so
 * "San José" and "San Jose" meet in one slug; applying it to a slug returns the slug unchanged.
 * Pure, so the dashboard's browser script imports it too and slugs exactly as the server does.
 */
export function toCitySlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/** `toCitySlug`, memoized: indexes and analyses slug every listing's city, and a catalogue has few. */
export function citySlug(name: string): string {
  let slug = memo.get(name);
  if (slug === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    slug = toCitySlug(name);
    memo.set(name, slug);
  }
  return slug;
}
