import fc from "fast-check";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { toIso } from "../../src/domain/clock/iso";
import { markForced } from "../../src/journal/forced-answers";
import { AUTO_LOAD_LIMIT, ENTRY_BYTES, type RequestRecord, createRequestLog } from "../../src/journal/request-log";

const record = (n: number): RequestRecord => ({
  request_id: `req_${n}`,
  time: Date.UTC(2026, 10, 23) + n * 1000,
  method: n % 2 ? "POST" : "GET",
  path: `/healthz/${n}`,
  status: 200 + (n % 300),
  duration_ms: n / 100,
});

const ids = async (log: ReturnType<typeof createRequestLog>, query = {}) => (await log.query(query)).data.map((e) => e.request_id);

describe("request journal (a ring of the newest requests)", () => {
  it("lists the newest first, with the time formatted as ISO 8601", async () => {
    const log = createRequestLog(5);
    for (const n of [1, 2, 3]) log.push(record(n));
    const { data } = await log.query();
    expect(data.map((e) => [e.request_id, e.time, e.method, e.path, e.status, e.duration_ms])).toEqual(
      [3, 2, 1].map((n) => [`req_${n}`, toIso(record(n).time), record(n).method, record(n).path, record(n).status, record(n).duration_ms]),
    );
  });

  it("keeps only the newest `capacity` entries across wrap-arounds, and pages through them with cursors", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 10 }), async (capacity, pushes, limit) => {
        const log = createRequestLog(capacity);
        const model: string[] = [];
        for (let n = 0; n < pushes; n++) {
          log.push(record(n));
          model.unshift(`req_${n}`);
        }
        const kept = model.slice(0, capacity);
        expect(await ids(log, { limit: 10_000 })).toEqual(kept);
        const paged: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await log.query({ limit, ...(cursor ? { cursor } : {}) });
          paged.push(...page.data.map((e) => e.request_id));
          cursor = page.next_cursor ?? undefined;
          expect(page.has_more).toBe(cursor !== undefined);
        } while (cursor);
        expect(paged).toEqual(kept);
      }),
    );
  });

  it("filters by status and time, finds one entry by id, and is empty after clear", async () => {
    const log = createRequestLog(10);
    for (const n of [1, 2, 3, 4]) log.push(record(n));
    expect(await ids(log, { status: 202 })).toEqual(["req_2"]);
    expect(await ids(log, { since: record(3).time })).toEqual(["req_4", "req_3"]);
    expect((await log.get("req_2"))?.status).toBe(202);
    expect(await log.get("req_9")).toBeUndefined();
    log.clear();
    expect(await ids(log)).toEqual([]);
    log.push(record(9));
    expect(await ids(log)).toEqual(["req_9"]);
  });

  it("keeps only the summary of successful reads at `errors` detail, and everything of the rest", async () => {
    const log = createRequestLog(10, "errors");
    const response = (status: number) => new Response('{"ok":true}', { status, headers: { "content-type": "application/json" } });
    // The request context reads a platform Response's bytes for the journal (RequestRecord.answerBody).
    const answerBody = new TextEncoder().encode('{"ok":true}');
    const request = { headers: new Headers({ accept: "application/json" }) };
    log.push({ ...record(0), method: "GET", status: 200, request, response: response(200), answerBody });
    log.push({ ...record(1), method: "GET", status: 404, request, response: response(404), answerBody });
    const [failed, read] = (await log.query()).data;
    expect(read!.request.headers).toEqual({});
    expect(read!.answer.body).toBeNull();
    expect(failed!.request.headers).toEqual({ accept: "application/json" });
    expect(failed!.answer.body).toEqual({ ok: true });
  });

  it("at `auto` detail, journals in full until more than the limit of requests a second come in", async () => {
    // One wall-clock second for the whole burst, wherever the test runs.
    const now = vi.spyOn(Date, "now").mockReturnValue(Date.UTC(2026, 10, 24, 12));
    onTestFinished(() => now.mockRestore());
    const log = createRequestLog(AUTO_LOAD_LIMIT + 10, "auto");
    const request = { headers: new Headers({ accept: "application/json" }) };
    for (let n = 0; n < AUTO_LOAD_LIMIT + 5; n++) log.push({ ...record(n), method: "GET", status: 200, request });
    const { data } = await log.query({ limit: 10_000 });
    // Newest first: the requests past the limit are summarized, the first ones are not.
    expect(data.at(-1)!.request.headers).toEqual({ accept: "application/json" });
    expect(data[0]!.request.headers).toEqual({});
  });

  it("tells the request context which answers it would summarize, so their bodies go unread", () => {
    const errors = createRequestLog(10, "errors");
    expect(errors.summarizes({ method: "GET", status: 200 })).toBe(true);
    expect(errors.summarizes({ method: "HEAD", status: 204 })).toBe(true);
    expect(errors.summarizes({ method: "GET", status: 404 })).toBe(false);
    expect(errors.summarizes({ method: "POST", status: 200 })).toBe(false);
    const forced = {};
    markForced(forced);
    expect(errors.summarizes({ method: "GET", status: 200, request: forced })).toBe(false);
    expect(createRequestLog(10, "full").summarizes({ method: "GET", status: 200 })).toBe(false);
    // At `auto`, asking counts no request: only recorded ones make the load.
    const auto = createRequestLog(10, "auto");
    for (let n = 0; n < AUTO_LOAD_LIMIT * 2; n++) expect(auto.summarizes({ method: "GET", status: 200 })).toBe(false);
  });

  describe("byte budget", () => {
    // A request body of `size` characters: the entry is charged ENTRY_BYTES more.
    const sized = (n: number, size: number): RequestRecord => ({ ...record(n), method: "POST", body: "x".repeat(size) });

    it("drops the oldest entries once the bodies pass it, before the ring is full", async () => {
      const log = createRequestLog(100, "full", 3 * (ENTRY_BYTES + 10_000));
      for (let n = 0; n < 5; n++) log.push(sized(n, 10_000));
      expect(await ids(log)).toEqual(["req_4", "req_3", "req_2"]);
      // Three small entries take the room of one large one.
      for (let n = 5; n < 8; n++) log.push(sized(n, 0));
      expect(await ids(log)).toEqual(["req_7", "req_6", "req_5", "req_4", "req_3"]);
    });

    it("counts the answer's body too, and keeps the newest entry whatever its size", async () => {
      const log = createRequestLog(100, "full", 4 * ENTRY_BYTES);
      log.push(record(1));
      log.push(record(2));
      const answer = "y".repeat(10 * ENTRY_BYTES);
      log.push({ ...record(3), response: new Response(answer), answerBody: new TextEncoder().encode(answer) });
      expect(await ids(log)).toEqual(["req_3"]);
      expect((await log.get("req_3"))?.answer.body).toBe(answer);
      log.push(record(4));
      expect(await ids(log)).toEqual(["req_4"]);
    });

    it("matches a model of the ring under any mix of sizes, entries and clears", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 5 }),
          fc.array(fc.option(fc.integer({ min: 0, max: 3 * ENTRY_BYTES }), { nil: undefined, freq: 8 }), { maxLength: 25 }),
          async (capacity, budgetEntries, steps) => {
            const maxBytes = budgetEntries * ENTRY_BYTES * 2;
            const log = createRequestLog(capacity, "full", maxBytes);
            let model: { id: string; bytes: number }[] = [];
            steps.forEach((size, n) => {
              if (size === undefined) {
                log.clear();
                model = [];
                return;
              }
              log.push(sized(n, size));
              model.unshift({ id: `req_${n}`, bytes: ENTRY_BYTES + size });
              model = model.slice(0, capacity);
              while (model.length > 1 && model.reduce((sum, e) => sum + e.bytes, 0) > maxBytes) model.pop();
            });
            expect(await ids(log, { limit: 10_000 })).toEqual(model.map((e) => e.id));
          },
        ),
      );
    });
  });
});
