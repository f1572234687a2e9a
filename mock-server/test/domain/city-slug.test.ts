import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { citySlug } from "../../src/domain";
import { HEAVY_TEST_MS } from "./fixtures";

describe("citySlug", { timeout: HEAVY_TEST_MS }, () => {
  it.each([
    ["San Francisco", "san_francisco"],
    ["Winston-Salem", "winston_salem"],
    ["St. Louis", "st_louis"],
    ["Coeur d'Alene", "coeur_d_alene"],
    ["  New   York  ", "new_york"],
    ["San José", "san_jose"],
    ["san_francisco", "san_francisco"],
    ["29 Palms", "29_palms"],
  ])("%s → %s", (name, slug) => {
    expect(citySlug(name)).toBe(slug);
  });

  it("always yields the contract's CitySlug form, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const slug = citySlug(name);
        if (slug !== "") expect(slug).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
        expect(citySlug(slug)).toBe(slug);
      }),
    );
  });
});
