import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toIso } from "../../src/clock/iso";
import { type RequestRecord, createRequestLog } from "../../src/store/request-log";

const record = (n: number): RequestRecord => ({
  request_id: `req_${n}`,
  time: Date.UTC(2026, 10, 23) + n * 1000,
  method: n % 2 ? "POST" : "GET",
  path: `/v1/things/${n}`,
  status: 200 + (n % 300),
  duration_ms: n / 100,
});

const listed = (r: RequestRecord) => ({ ...r, time: toIso(r.time) });

describe("request log (fixed columns, overwritten in a circle)", () => {
  it("lists the newest first, with the time formatted as ISO 8601", () => {
    const log = createRequestLog(5);
    for (const n of [1, 2, 3]) log.push(record(n));
    expect(log.list()).toEqual([3, 2, 1].map((n) => listed(record(n))));
  });

  it("keeps only the newest `capacity` entries across wrap-arounds, and honours the limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 10 }), (capacity, pushes, limit) => {
        const log = createRequestLog(capacity);
        const model: RequestRecord[] = [];
        for (let n = 0; n < pushes; n++) {
          log.push(record(n));
          model.unshift(record(n));
        }
        expect(log.list()).toEqual(model.slice(0, capacity).map(listed));
        expect(log.list(limit)).toEqual(model.slice(0, Math.min(limit, capacity)).map(listed));
      }),
    );
  });

  it("is empty after clear, and fills again from there", () => {
    const log = createRequestLog(3);
    for (const n of [1, 2, 3, 4]) log.push(record(n));
    log.clear();
    expect(log.list()).toEqual([]);
    log.push(record(9));
    expect(log.list()).toEqual([listed(record(9))]);
  });
});
