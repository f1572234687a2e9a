import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockServer, type MockServer } from "../../src/adapters/node/start-mock-server";

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ seed: 7 });
});
afterAll(() => server.stop());

const get = (path: string, key = server.apiKey) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });

describe("HTTP mode (startMockServer on a free port)", () => {
  it("reports where it listens", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);
    expect(server.baseUrl).toBe(`${server.url}/v1`);
    expect(server.authUrl).toBe(server.url);
    expect(server.apiKey).toMatch(/^lps_sk_/);
  });

  it("refuses the API without credentials, with WWW-Authenticate", async () => {
    const response = await fetch(`${server.baseUrl}/properties`);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it.each(["/v1", "/api/v1"])("serves the demo listings under %s with the demo key", async (prefix) => {
    const response = await get(`${prefix}/properties?limit=20`);
    expect(response.status).toBe(200);
    expect(response.headers.get("ratelimit")).toBeTruthy();
    const page = (await response.json()) as { data: { id: string }[]; has_more: boolean };
    expect(page.data).toHaveLength(20);
    expect(page.data[0]!.id).toMatch(/^prop_/);
    expect(page.has_more).toBe(true);
  });

  it("remembers what is created over HTTP", async () => {
    const body = {
      type: "residential",
      price: 875_000,
      bedrooms: 3,
      bathrooms: 2,
      location: { address: "1 HTTP Way", city: "Austin", state: "TX" },
    };
    const created = await fetch(`${server.baseUrl}/properties`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const read = await get(`/api/v1/properties/${id}`);
    expect(((await read.json()) as { location: { address: string } }).location.address).toBe("1 HTTP Way");
  });

  it("answers a browser's CORS preflight", async () => {
    const response = await fetch(`${server.baseUrl}/leads`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type, idempotency-key",
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("access-control-allow-origin")).toMatch(/^(\*|http:\/\/localhost:5173)$/);
    expect(response.headers.get("access-control-allow-methods")).toMatch(/POST/);
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toMatch(/authorization/);
  });

  it("serves /healthz and /openapi.yaml at the root", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const contract = await fetch(`${server.url}/openapi.yaml`);
    expect(contract.status).toBe(200);
    expect(await contract.text()).toMatch(/^openapi: "?3\.1\.0"?$/m);
  });

  it("lets a loopback caller use the sandbox API", async () => {
    const response = await fetch(`${server.url}/__sandbox/clock`);
    expect(response.status).toBe(200);
    expect(Date.parse(((await response.json()) as { now: string }).now)).not.toBeNaN();
  });

  it("drops the connection for a drop_connection fault, then serves the next request", async () => {
    const fault = await fetch(`${server.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: "/v1/leads", method: "GET", count: 1, mode: "drop_connection" }),
    });
    expect(fault.status).toBe(200);
    await expect(get("/v1/leads")).rejects.toThrow(TypeError);
    expect((await get("/v1/leads")).status).toBe(200);
  });
});
