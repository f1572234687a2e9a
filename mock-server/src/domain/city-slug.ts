/**
 * The contract's CitySlug form of a city name: "San Francisco" → "san_francisco",
 * "Winston-Salem" → "winston_salem", "Coeur d'Alene" → "coeur_d_alene". Accents fold to ASCII so
 * "San José" and "San Jose" meet in one slug; applying it to a slug returns the slug unchanged.
 */
export function citySlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}
