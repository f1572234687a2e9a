// One reference server per test file, started programmatically; the sandbox API sets up faults,
// keys and clients the public API cannot.
import { afterAll, beforeAll } from "vitest";
import { type MockServer, startMockServer } from "@lps/mock-server";

export function useMockServer() {
  const state = {} as { server: MockServer };
  beforeAll(async () => {
    state.server = await startMockServer({ seed: 42 });
  });
  afterAll(() => state.server.stop());
  return state;
}

export async function sandbox<T = Record<string, unknown>>(server: MockServer, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/__sandbox${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const newLead = (email: string) => ({
  name: "Grace Hopper",
  email,
  phone: "+14155550100",
  preferences: { property_type: "residential" as const, price_range: { min: 500_000, max: 2_000_000 }, city: "San Francisco" },
});
