import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCollection } from "../../src/store/collection";
import { decodeCursor, encodeCursor } from "../../src/store/cursor";

interface Row {
  id: string;
  t: number;
  even?: boolean;
}
const rows = (n: number, start = 0): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${start + i}`, t: start + i, even: (start + i) % 2 === 0 }));
const collection = () => createCollection<Row>((row) => row.t);

describe("collection", () => {
  it("pages newest first and continues exactly after the cursor", () => {
    const c = collection();
    for (const row of rows(5)) c.insert(row);
    const first = c.page({ limit: 2 });
    expect(first.data.map((r) => r.id)).toEqual(["r4", "r3"]);
    expect(first.has_more).toBe(true);
    const second = c.page({ limit: 2, after: decodeCursor(first.next_cursor!)! });
    expect(second.data.map((r) => r.id)).toEqual(["r2", "r1"]);
    const last = c.page({ limit: 2, after: decodeCursor(second.next_cursor!)! });
    expect(last).toEqual({ data: [{ id: "r0", t: 0, even: true }], has_more: false, next_cursor: null });
  });

  it("orders by creation time, then insertion, whatever the insertion order", () => {
    const c = collection();
    for (const row of [{ id: "b", t: 20 }, { id: "a", t: 10 }, { id: "c", t: 20 }, { id: "d", t: 5 }]) c.insert(row);
    expect(c.page({ limit: 10 }).data.map((r) => r.id)).toEqual(["c", "b", "a", "d"]);
  });

  it("loads any order, ties included, as inserting one record at a time orders it", () => {
    const times = fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 40 });
    fc.assert(
      fc.property(times, fc.boolean(), (ts, sorted) => {
        const input = (sorted ? [...ts].sort((a, b) => a - b) : ts).map((t, i) => ({ id: `r${i}`, t }));
        const loaded = collection();
        loaded.load(input);
        const inserted = collection();
        for (const row of input) inserted.insert(row);
        expect(loaded.page({ limit: 100 }).data).toEqual(inserted.page({ limit: 100 }).data);
      }),
      { seed: 20261123 },
    );
  });

  it("reads only the page and the items its filter skips, however large the collection", () => {
    const c = collection();
    c.load(rows(100_000));
    let calls = 0;
    const filter = (row: Row) => (calls++, row.even === true);
    const page = c.page({ limit: 20, filter });
    expect(page.data).toHaveLength(20);
    expect(calls).toBeLessThanOrEqual(42);
    calls = 0;
    c.page({ limit: 20, after: decodeCursor(page.next_cursor!)!, filter });
    expect(calls).toBeLessThanOrEqual(42);
  });

  it("replaces in place, removes, and keeps cursors of removed records usable", () => {
    const c = collection();
    for (const row of rows(4)) c.insert(row);
    const page = c.page({ limit: 2 });
    expect(c.remove("r2")).toBe(true);
    expect(c.remove("r2")).toBe(false);
    c.replace({ id: "r1", t: 1, even: true });
    expect(c.get("r1")?.even).toBe(true);
    expect(c.page({ limit: 5, after: decodeCursor(page.next_cursor!)! }).data.map((r) => r.id)).toEqual(["r1", "r0"]);
    expect(() => c.replace({ id: "zz", t: 0 })).toThrow();
    expect(c.size).toBe(3);
  });
});

describe("cursors", () => {
  it("round-trips every position, before 1970 too, as URL-safe text", () => {
    const positions = fc.record({ t: fc.maxSafeInteger().filter((t) => t > Number.MIN_SAFE_INTEGER), s: fc.nat() });
    fc.assert(
      fc.property(positions, (position) => {
        const cursor = encodeCursor(position);
        expect(cursor).toMatch(/^cur_[A-Za-z0-9_.-]+$/);
        expect(decodeCursor(cursor)).toEqual(position);
      }),
      { seed: 20261122 },
    );
  });

  it("refuses anything this server did not issue", () => {
    const bad = [
      "", "cur_", "cur_!!!", "abc", "cur_1", "cur_1.", "cur_.1", "cur_1.2.3", "cur_1.-2", "cur_ 1.2", "cur_1.2 ", "CUR_1.2",
      "cur_a.1", "cur_1e3.1", "cur_0x1.1", "cur_1.5e1", "cur_+1.1", `cur_${"9".repeat(17)}.1`, `cur_1.${"9".repeat(16)}`,
      `cur_${btoa('{"t":1,"s":1}')}`,
    ];
    for (const cursor of bad) expect(decodeCursor(cursor), cursor).toBeNull();
  });
});
