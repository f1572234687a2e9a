import { afterEach, describe, expect, it, vi } from "vitest";

// The browser's API module, with the page's config block and fetch stood in for: with a key the
// public API gets it as a bearer token and no cookie; with `apiKey: null` it gets the browser's
// session cookie and no Authorization header. The sandbox API never gets a key.
type Api = typeof import("../../src/dashboard/browser/api");

async function loadApi(apiKey: string | null): Promise<{ api: Api; calls: [string, RequestInit][] }> {
  const calls: [string, RequestInit][] = [];
  vi.stubGlobal("document", { getElementById: (id: string) => (id === "lps-config" ? { textContent: JSON.stringify({ apiKey }) } : null) });
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    calls.push([path, init]);
    return new Response(JSON.stringify({ data: [], has_more: false, next_cursor: null }), { status: 200 });
  });
  vi.resetModules();
  return { api: await import("../../src/dashboard/browser/api"), calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the dashboard's API calls", () => {
  it("send the configured key as a bearer token, without cookies", async () => {
    const { api, calls } = await loadApi("lps_sk_PageKey");
    expect((await api.publicApi("GET", "/leads")).ok).toBe(true);
    const [path, init] = calls[0]!;
    expect(path).toBe("/v1/leads");
    expect(init.headers).toEqual({ Accept: "application/json", Authorization: "Bearer lps_sk_PageKey" });
    expect(init.credentials).toBe("omit");
  });

  it("ride on the browser's session when the page's key is null", async () => {
    const { api, calls } = await loadApi(null);
    await api.publicApi("POST", "/webhooks", { url: "https://crm.example.com/hooks" });
    const [path, init] = calls[0]!;
    expect(path).toBe("/v1/webhooks");
    expect(init.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" });
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"url":"https://crm.example.com/hooks"}');
  });

  it("never send the key to the sandbox API", async () => {
    const { api, calls } = await loadApi("lps_sk_PageKey");
    await api.sandbox("GET", "/api-keys");
    expect(calls[0]![0]).toBe("/__sandbox/api-keys");
    expect(calls[0]![1].headers).toEqual({ Accept: "application/json" });
    expect(calls[0]![1].credentials).toBe("same-origin");
  });

  it("turn a network failure into a problem the page can show", async () => {
    const { api } = await loadApi("lps_sk_PageKey");
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await api.publicApi("GET", "/leads")).toEqual({ ok: false, status: 0, data: { title: "Network error", detail: "Failed to fetch" } });
  });
});
