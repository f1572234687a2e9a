/** Lower-case ASCII words joined by `separator`, accents folded, so "San José" and "San Jose" meet. */
export const slugify = (name: string, separator: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^${separator}+|${separator}+$`, "g"), "");

/**
 * The contract's CitySlug: "Winston-Salem" → "winston_salem"; a slug is its own slug. Pure, so the
 * dashboard's browser script slugs exactly as the server does.
 */
export const toCitySlug = (name: string): string => slugify(name, "_");

// Indexes and analyses slug every listing's city, and a catalogue has few; user-supplied names
// are unbounded, so the memo starts over past its limit.
const MEMO_LIMIT = 1_000;
const memo = new Map<string, string>();

export function citySlug(name: string): string {
  let slug = memo.get(name);
  if (slug === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    slug = toCitySlug(name);
    memo.set(name, slug);
  }
  return slug;
}
