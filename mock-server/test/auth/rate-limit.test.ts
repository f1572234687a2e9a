import { afterEach, describe, expect, it } from "vitest";
import { frozenClock } from "../support/frozen-clock";
import { type Harness, harness } from "../http/harness";
import { createRateLimiter } from "../../src/auth/rate-limiter";

const at = (iso: string) => frozenClock(Date.parse(iso));
let h: Harness;
afterEach(() => h.engine.close());

describe("daily rate limits", () => {
  it("lets exactly the daily limit through when requests arrive in parallel", async () => {
    h = await harness({ clock: at("2026-11-22T12:00:00Z") });
    const { key } = await h.createKey({ plan: "basic" });
    const answers = await Promise.all(Array.from({ length: 1050 }, () => h.call("GET", "/v1/properties?limit=1", { key })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBe(1000);
    expect(statuses.filter((s) => s === 429).length).toBe(50);
    const remaining = answers.filter((a) => a.status === 200).map((a) => Number(/r=(\d+)/.exec(a.headers.get("ratelimit")!)![1]));
    expect(new Set(remaining).size).toBe(1000);
    expect(Math.min(...remaining)).toBe(0);
  });

  it("answers 429 with Retry-After and the quota in the problem, then resets at 00:00 UTC on the engine clock", async () => {
    h = await harness({ clock: at("2026-11-22T23:59:00Z") });
    const { key } = await h.createKey({ plan: "enterprise", daily_limit: 2 });
    expect((await h.call("GET", "/v1/leads", { key })).headers.get("ratelimit")).toBe('"daily";r=1;t=60');
    expect((await h.call("GET", "/v1/leads", { key })).status).toBe(200);
    const refused = await h.call("GET", "/v1/leads", { key });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("ratelimit")).toBe('"daily";r=0;t=60');
    expect(refused.json).toMatchObject({ code: "rate_limit_exceeded", limit: 2, remaining: 0, reset_seconds: 60 });

    h.engine.clock.advance(59_000);
    expect((await h.call("GET", "/v1/leads", { key })).status).toBe(429);
    h.engine.clock.advance(1_000);
    const nextDay = await h.call("GET", "/v1/leads", { key });
    expect(nextDay.status).toBe(200);
    expect(nextDay.headers.get("ratelimit")).toBe('"daily";r=1;t=86400');
  });

  it("shows each plan's policy", async () => {
    h = await harness();
    for (const [plan, limit] of [["basic", 1000], ["professional", 10000]] as const) {
      const { key } = await h.createKey({ plan });
      expect((await h.call("GET", "/v1/leads", { key })).headers.get("ratelimit-policy")).toBe(`"daily";q=${limit};w=86400`);
    }
    const custom = await h.createKey({ plan: "enterprise", daily_limit: 250000 });
    expect((await h.call("GET", "/v1/leads", { key: custom.key })).headers.get("ratelimit-policy")).toBe('"daily";q=250000;w=86400');
    const refused = await h.call("POST", "/__sandbox/api-keys", { key: null, body: { plan: "basic", daily_limit: 5 } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].pointer).toBe("/daily_limit");
  });

  it("counts each key separately", async () => {
    h = await harness();
    const a = await h.createKey({ plan: "enterprise", daily_limit: 1 });
    const b = await h.createKey({ plan: "enterprise", daily_limit: 1 });
    expect((await h.call("GET", "/v1/leads", { key: a.key })).status).toBe(200);
    expect((await h.call("GET", "/v1/leads", { key: a.key })).status).toBe(429);
    expect((await h.call("GET", "/v1/leads", { key: b.key })).status).toBe(200);
  });

  it("counts requests without valid credentials per IP under the anonymous policy, and sends headers on every answer", async () => {
    h = await harness();
    const first = await h.call("GET", "/v1/leads", { key: null, ip: "203.0.113.9" });
    expect(first.headers.get("ratelimit-policy")).toBe('"daily";q=1000;w=86400');
    expect(first.headers.get("ratelimit")).toMatch(/^"daily";r=999;t=\d+$/);
    const bad = await Promise.all(Array.from({ length: 999 }, () => h.call("GET", "/v1/leads", { key: "lps_sk_wrong", ip: "203.0.113.9" })));
    expect(bad.every((a) => a.status === 401)).toBe(true);
    const throttled = await h.call("GET", "/v1/leads", { key: null, ip: "203.0.113.9" });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await h.call("GET", "/v1/leads", { key: null, ip: "203.0.113.10" })).status).toBe(401);
    const health = await h.call("GET", "/healthz", { key: null, ip: "203.0.113.9" });
    expect(health.status).toBe(200);
    expect(health.headers.get("ratelimit")).toMatch(/^"daily";r=0;/);
  });
});

describe("the counters of addresses without credentials", () => {
  it("are capped: past the limit the least recently used goes, an active one stays", () => {
    const limiter = createRateLimiter(frozenClock(), 3);
    limiter.consume("org:active", 10);
    for (let i = 0; i < 100; i++) {
      limiter.consume(`ip:10.0.0.${i}`, 10);
      limiter.consume("org:active", 1000);
    }
    expect(limiter.peek("org:active", 1000).remaining).toBe(1000 - 101);
    expect(limiter.peek("ip:10.0.0.99", 10).remaining).toBe(9);
    expect(limiter.peek("ip:10.0.0.0", 10).remaining).toBe(10);
  });
});
