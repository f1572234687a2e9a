import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness, leadInput, propertyInput } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.engine.close());

const propertyCount = async () => {
  let count = 0;
  let cursor: string | null = null;
  do {
    const page = await h.call("GET", `/v1/properties?limit=100${cursor ? `&cursor=${cursor}` : ""}`);
    count += page.json.data.length;
    cursor = page.json.next_cursor;
  } while (cursor);
  return count;
};

describe("Idempotency-Key", () => {
  it("replays the first answer for the same key and body, without creating again", async () => {
    const before = await propertyCount();
    const headers = { "idempotency-key": "replay-1" };
    const first = await h.call("POST", "/v1/properties", { body: propertyInput(), headers });
    const second = await h.call("POST", "/v1/properties", { body: propertyInput(), headers });
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.text).toBe(first.text);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(await propertyCount()).toBe(before + 1);
  });

  it("treats the same operation under /v1 and /api/v1 as one request", async () => {
    const headers = { "idempotency-key": "prefixes" };
    const first = await h.call("POST", "/v1/leads", { body: leadInput(), headers });
    const second = await h.call("POST", "/api/v1/leads", { body: leadInput(), headers });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.json.id).toBe(first.json.id);
  });

  it("answers 409 idempotency_key_reused for another body or another operation", async () => {
    const headers = { "idempotency-key": "reused" };
    await h.call("POST", "/v1/properties", { body: propertyInput(), headers });
    const before = await propertyCount();
    const otherBody = await h.call("POST", "/v1/properties", { body: propertyInput({ price: 1 }), headers });
    expect(otherBody.status).toBe(409);
    expect(otherBody.json.code).toBe("idempotency_key_reused");
    const otherOperation = await h.call("POST", "/v1/leads", { body: leadInput(), headers });
    expect(otherOperation.json.code).toBe("idempotency_key_reused");
    expect(await propertyCount()).toBe(before);
  });

  it("creates exactly one resource from parallel duplicates; the others replay or are told it is in progress", async () => {
    const before = await propertyCount();
    const headers = { "idempotency-key": "parallel" };
    const answers = await Promise.all(Array.from({ length: 25 }, () => h.call("POST", "/v1/properties", { body: propertyInput(), headers })));
    expect(await propertyCount()).toBe(before + 1);
    const created = answers.filter((a) => a.status === 200);
    expect(new Set(created.map((a) => a.json.id)).size).toBe(1);
    expect(created.filter((a) => a.headers.get("idempotent-replayed") === null).length).toBe(1);
    for (const other of answers.filter((a) => a.status !== 200)) {
      expect(other.status).toBe(409);
      expect(other.json.code).toBe("idempotency_request_in_progress");
    }
  });

  it("scopes keys per credential", async () => {
    const headers = { "idempotency-key": "per-credential" };
    const { key } = await h.createKey();
    const mine = await h.call("POST", "/v1/properties", { body: propertyInput(), headers });
    const theirs = await h.call("POST", "/v1/properties", { body: propertyInput(), headers, key });
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(theirs.json.id).not.toBe(mine.json.id);
  });

  it("keeps an answer 24 hours on the engine clock", async () => {
    const headers = { "idempotency-key": "ttl" };
    const first = await h.call("POST", "/v1/properties", { body: propertyInput(), headers });
    h.engine.clock.advance(24 * 3600 * 1000 - 1000);
    expect((await h.call("POST", "/v1/properties", { body: propertyInput(), headers })).json.id).toBe(first.json.id);
    h.engine.clock.advance(2000);
    const later = await h.call("POST", "/v1/properties", { body: propertyInput(), headers });
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(later.json.id).not.toBe(first.json.id);
  });

  it("keeps no answer for a request refused by validation, so a corrected retry runs", async () => {
    const headers = { "idempotency-key": "fix-and-retry" };
    const refused = await h.call("POST", "/v1/properties", { body: propertyInput({ price: -5 }), headers });
    expect(refused.status).toBe(400);
    const fixed = await h.call("POST", "/v1/properties", { body: propertyInput(), headers });
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get("idempotent-replayed")).toBeNull();
  });

  it("replays a 404 from the operation itself", async () => {
    const headers = { "idempotency-key": "missing-endpoint" };
    const first = await h.call("POST", "/v1/webhooks/wh_000000000000/rotate-secret", { headers });
    const second = await h.call("POST", "/v1/webhooks/wh_000000000000/rotate-secret", { headers });
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
  });

  it("replays a DELETE's answer, so a retry after a lost answer is not a 404", async () => {
    const created = await h.call("POST", "/v1/webhooks", { body: { url: "https://example.com/hook", events: ["lead.qualified"] } });
    const path = `/v1/webhooks/${created.json.id}`;
    const headers = { "idempotency-key": "delete-once" };
    const first = await h.call("DELETE", path, { headers });
    const retried = await h.call("DELETE", path, { headers });
    expect(first.status).toBe(200);
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(retried.text).toBe(first.text);
    // Without the key, or with another one, the endpoint is gone.
    expect((await h.call("DELETE", path)).status).toBe(404);
    expect((await h.call("DELETE", path, { headers: { "idempotency-key": "delete-twice" } })).status).toBe(404);
  });

  it("refuses an empty Idempotency-Key on DELETE, naming the header", async () => {
    const answer = await h.call("DELETE", "/v1/webhooks/wh_000000000000", { headers: { "idempotency-key": "" } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain("Idempotency-Key");
  });
});
