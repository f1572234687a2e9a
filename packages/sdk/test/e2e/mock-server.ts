// One reference server per test file, started programmatically; the sandbox API sets up faults,
// keys and clients the public API cannot. In the `sdk-contract` project (LPS_CONTRACT=prism) the
// SDK's calls go through Prism's validating proxy, so openapi.yaml checks every request and
// response; the sandbox API, which is not in the contract, still goes straight to the server.
import { afterAll, beforeAll, expect } from "vitest";
import { type MockServer, startMockServer } from "@lps/mock-server";
import { type ContractProxy, startContractProxy } from "../../../../test/contract/prism-proxy";

export function useMockServer() {
  const state = {} as { server: MockServer };
  let proxy: ContractProxy | undefined;
  beforeAll(async () => {
    state.server = await startMockServer({ seed: 42, journalSize: 100_000 });
    if (process.env.LPS_CONTRACT === "prism") {
      proxy = await startContractProxy(state.server.url);
      state.server = { ...state.server, baseUrl: proxy.baseUrl };
    }
  }, 60_000);
  afterAll(async () => {
    // The server's journal checks each of its answers against openapi.yaml: there must be none.
    const { data } = await state.server.engine.journal.query({ has_violations: true, limit: 100_000 });
    const answers = data.flatMap((e) => e.violations.filter((v) => v.where === "response").map((v) => `${e.method} ${e.path} ${e.status} ${v.pointer} ${v.message}`));
    await proxy?.stop();
    await state.server.stop();
    expect(answers, "the server answered against openapi.yaml").toEqual([]);
    // Checked after the file's tests so every violation of the run is reported together.
    if (proxy) expect(proxy.violations(), "Prism reported contract violations").toEqual([]);
  });
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
