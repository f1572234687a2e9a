import { describe, expect, it } from "vitest";
import { createClock } from "../../src/domain/clock/clock";
import { startMockServer } from "../../src/adapters/node/start-mock-server";

const leadBody = JSON.stringify({
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "+14155550100",
  preferences: { property_type: "residential", price_range: { min: 500_000, max: 900_000 } },
});

describe("startMockServer", () => {
  it("reset() forgets what was created and keeps the demo credentials", async () => {
    const server = await startMockServer({ seed: 3 });
    try {
      const auth = { authorization: `Bearer ${server.apiKey}` };
      const countLeads = async () =>
        ((await (await fetch(`${server.baseUrl}/leads?limit=100`, { headers: auth })).json()) as { data: unknown[] })
          .data.length;
      const before = await countLeads();
      const created = await fetch(`${server.baseUrl}/leads`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: leadBody,
      });
      expect(created.status).toBe(200);
      expect(await countLeads()).toBe(before + 1);

      await server.reset();

      expect(server.apiKey).toBe(server.engine.demo.apiKey);
      expect(await countLeads()).toBe(before);
    } finally {
      await server.stop();
    }
  });

  it("is deterministic for a seed: two servers list the same listings and demo key", async () => {
    const [a, b] = await Promise.all([startMockServer({ seed: 11 }), startMockServer({ seed: 11 })]);
    try {
      // Timestamps are relative to each server's start, so compare what the seed decides.
      const page = async (s: typeof a) => {
        const response = await fetch(`${s.baseUrl}/properties?limit=5`, { headers: { authorization: `Bearer ${s.apiKey}` } });
        const { data } = (await response.json()) as { data: { id: string; price: number; location: unknown }[] };
        return data.map(({ id, price, location }) => ({ id, price, location }));
      };
      expect(a.apiKey).toBe(b.apiKey);
      expect(await page(a)).toEqual(await page(b));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("shares a caller's clock with the engine", async () => {
    const clock = createClock(Date.parse("2030-01-01T00:00:00Z"));
    const server = await startMockServer({ clock });
    try {
      clock.advance(86_400_000);
      const { now } = (await (await fetch(`${server.url}/__sandbox/clock`)).json()) as { now: string };
      expect(now.slice(0, 10)).toBe("2030-01-02");
    } finally {
      await server.stop();
    }
  });

  it("registers --api-key style keys with exactly the given value", async () => {
    const key = "ci-key-for-programmatic-test";
    const server = await startMockServer({ apiKeys: [key] });
    try {
      const ok = await fetch(`${server.baseUrl}/leads`, { headers: { authorization: `Bearer ${key}` } });
      expect(ok.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it("refuses an apiKeys value no Authorization header can carry, naming its index and not its value", async () => {
    for (const key of ["has space", "line\nbreak", "", "caf\u00e9"]) {
      const refused = startMockServer({ apiKeys: ["fine-key", key] });
      await expect(refused, JSON.stringify(key)).rejects.toThrow(TypeError);
      await expect(refused).rejects.toThrow(/^apiKeys\[1\] must be a Bearer token/);
      if (key) await expect(refused).rejects.not.toThrow(key);
    }
  });

  it("stop() closes the port", async () => {
    const server = await startMockServer();
    await server.stop();
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow(TypeError);
  });

  it("rejects when the port is taken", async () => {
    const first = await startMockServer();
    try {
      const port = Number(new URL(first.url).port);
      await expect(startMockServer({ port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.stop();
    }
  });
});
