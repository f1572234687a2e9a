import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createHandlers } from "../../src/adapters/msw/index";

const API = "https://api.lps.example";
const { handlers, engine } = createHandlers({ seed: 5 });
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => engine.reset());
afterAll(async () => {
  server.close();
  await engine.close();
});

const auth = () => ({ authorization: `Bearer ${engine.demo.apiKey}` });

describe("MSW handlers in Node (setupServer)", () => {
  it("answers a plain fetch to the API origin from the engine", async () => {
    const response = await fetch(`${API}/v1/properties?limit=3`, { headers: auth() });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { data: { id: string }[] };
    expect(page.data).toHaveLength(3);
    expect(page.data[0]!.id).toMatch(/^prop_/);
  });

  it("enforces auth exactly as over HTTP", async () => {
    const response = await fetch(`${API}/v1/properties`);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/application\/problem\+json/);
  });

  it("shares state with the engine both ways", async () => {
    const created = await fetch(`${API}/api/v1/leads`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({
        name: "Katherine Johnson",
        email: "katherine@example.com",
        phone: "+14155550101",
        preferences: { property_type: "residential", price_range: { min: 400_000, max: 800_000 } },
      }),
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };

    const direct = await engine.fetch(new Request(`http://in.process/v1/leads/${id}`, { headers: auth() }), { clientIp: "127.0.0.1" });
    expect(direct.status).toBe(200);
    expect(((await direct.json()) as { name: string }).name).toBe("Katherine Johnson");
  });

  it("treats in-process callers as loopback, so the sandbox API works", async () => {
    const clock = await fetch(`${API}/__sandbox/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advance_seconds: 3600 }),
    });
    expect(clock.status).toBe(200);
    expect(Date.parse(((await clock.json()) as { now: string }).now)).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it("turns a drop_connection fault into a network error", async () => {
    await fetch(`${API}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: "/v1/leads", count: 1, mode: "drop_connection" }),
    });
    await expect(fetch(`${API}/v1/leads`, { headers: auth() })).rejects.toThrow(TypeError);
    expect((await fetch(`${API}/v1/leads`, { headers: auth() })).status).toBe(200);
  });

  it("answers 500 and logs any other failure of the engine's fetch, not a network error", async () => {
    const failing = { ...engine, fetch: () => Promise.reject(new TypeError("a bug in a handler")) };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(...createHandlers({ engine: failing, origin: "https://failing.lps.example" }).handlers);
    try {
      const response = await fetch("https://failing.lps.example/v1/leads");
      expect(response.status).toBe(500);
      const said = logged.mock.calls.flat().map((part) => (part instanceof Error ? part.message : String(part)));
      expect(said.join("\n")).toContain("a bug in a handler");
    } finally {
      server.resetHandlers();
      logged.mockRestore();
    }
  });

  it("leaves requests outside the engine's paths unhandled", async () => {
    // onUnhandledRequest: "error" makes MSW reject what no handler claims.
    await expect(fetch(`${API}/assets/logo.svg`)).rejects.toThrow();
  });
});

describe("createHandlers with a shared engine and an origin", () => {
  it("answers every path on that origin, unknown routes with the engine's 404", async () => {
    const shared = createHandlers({ engine, origin: "https://lps.internal" });
    server.use(...shared.handlers);
    expect(shared.engine).toBe(engine);
    const response = await fetch("https://lps.internal/not-a-route");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/problem\+json/);
    server.resetHandlers();
  });

  it("serves sign-in there, whose paths the handlers without an origin leave to the app", async () => {
    // An app often has its own /signin or /session: only an origin makes them the engine's.
    await expect(fetch(`${API}/session`)).rejects.toThrow();
    server.use(...createHandlers({ engine, origin: API }).handlers);
    try {
      expect((await fetch(`${API}/session`)).status).toBe(401);
      expect((await fetch(`${API}/signin`)).status).toBe(200);
    } finally {
      server.resetHandlers();
    }
  });
});
