import { describe, expect, it } from "vitest";
import { createDataStore } from "../../src/store/data-store";
import { makeProperty } from "../domain/fixtures";

const austin = (id: string, price: number) => makeProperty({ id, price, city: "Austin", state: "TX", type: "residential", status: "active" });

describe("data store: listing indexes derived on first use", () => {
  it("builds them from a loaded catalogue and keeps them in step with later listings, counting each once", () => {
    const data = createDataStore();
    data.loadProperties([austin("prop_1", 500_000), makeProperty({ id: "prop_2", city: "Boston", state: "MA", status: "closed" })]);
    data.addProperty(austin("prop_3", 510_000));
    expect(data.propertyIndex.countInBudget("residential", 400_000, 600_000)).toBe(2);
    expect(data.cities.slugs()).toEqual(["austin", "boston"]);
    // Built now: a new listing goes into the index once, not again through a rebuild.
    data.addProperty(austin("prop_4", 520_000));
    expect(data.propertyIndex.countInBudget("residential", 400_000, 600_000)).toBe(3);
    expect(data.propertyIndex.matchLead({ property_type: "residential", price_range: { min: 0, max: 1e9 } }).ids).toHaveLength(3);
  });

  it("forgets them on a reload and on clear", () => {
    const data = createDataStore();
    data.loadProperties([austin("prop_1", 500_000)]);
    expect(data.propertyIndex.countInBudget("residential", 0, 1e9)).toBe(1);
    data.loadProperties([makeProperty({ id: "prop_9", city: "Denver", state: "CO", type: "land", status: "active" })]);
    expect(data.propertyIndex.countInBudget("residential", 0, 1e9)).toBe(0);
    expect(data.cities.has("austin")).toBe(false);
    expect(data.cities.has("denver")).toBe(true);
    data.clear();
    expect(data.cities.slugs()).toEqual([]);
    expect(data.propertyIndex.countInBudget("land", 0, 1e9)).toBe(0);
  });
});
