import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, ORIGIN, harness } from "./harness";

// What a browser adds when a page of another site calls this server with fetch.
const CROSS_SITE = { origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" };
// Another local origin (a dev server on another port): same site to the browser, not same origin.
const OTHER_LOCAL = { origin: "http://lps.test:5173", "sec-fetch-site": "same-site", "sec-fetch-mode": "cors" };
const SAME_ORIGIN = { origin: ORIGIN, "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" };

let h: Harness;
beforeAll(async () => {
  h = await harness({ allowedHosts: ["lps.test"] });
});
afterAll(() => h.engine.close());

const keyCount = async () => (await h.call("GET", "/__sandbox/api-keys", { key: null })).json.data.length as number;

function expectRefused(answer: { status: number; headers: Headers; json: { code?: string } }, code = "cross_origin_refused") {
  expect(answer.status).toBe(403);
  expect(answer.json.code).toBe(code);
  expect(answer.headers.get("content-type")).toBe("application/problem+json");
  for (const [name] of answer.headers) expect(name).not.toMatch(/^access-control-allow-/);
}

describe("cross-origin requests to same-origin-only routes", () => {
  for (const [label, headers] of [["a cross-site page", CROSS_SITE], ["another local origin", OTHER_LOCAL]] as const) {
    it(`refuses ${label}: api-keys, reset and state change nothing and carry no CORS headers`, async () => {
      const keys = await keyCount();
      await h.call("POST", "/v1/leads", { body: { name: "Kept", email: "kept@example.com" } });
      const leads = (await h.call("GET", "/v1/leads")).json.data.length;
      const attempts = [
        ["POST", "/__sandbox/api-keys", { name: "stolen", scopes: ["leads:read"] }],
        ["POST", "/__sandbox/reset", undefined],
        ["PUT", "/__sandbox/state", { leads: [] }],
        ["GET", "/__sandbox/api-keys", undefined],
        ["POST", "/__sandbox/faults", { status: 503 }],
      ] as const;
      for (const [method, path, body] of attempts) {
        expectRefused(await h.call(method, path, { key: null, headers, ...(body && { body }) }));
      }
      expect(await keyCount()).toBe(keys);
      expect((await h.call("GET", "/v1/leads")).json.data.length).toBe(leads);
    });
  }

  it("refuses a cross-site preflight of the sandbox without CORS headers", async () => {
    const answer = await h.call("OPTIONS", "/__sandbox/api-keys", {
      key: null,
      headers: { ...CROSS_SITE, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expectRefused(answer);
  });

  it("refuses an Origin of another site even without Sec-Fetch-Site (older browsers)", async () => {
    expectRefused(await h.call("POST", "/__sandbox/reset", { key: null, headers: { origin: "https://evil.example" } }));
    expectRefused(await h.call("POST", "/__sandbox/reset", { key: null, headers: { origin: "null" } }));
  });

  it("refuses cross-site dashboard fetches and consent form posts (CSRF)", async () => {
    expectRefused(await h.call("GET", "/dashboard", { key: null, headers: CROSS_SITE }));
    const form = await h.call("POST", "/oauth/authorize/decision", {
      key: null,
      rawBody: "handle=x&decision=approve",
      headers: { ...CROSS_SITE, "sec-fetch-mode": "navigate", "content-type": "application/x-www-form-urlencoded" },
    });
    expectRefused(form);
  });

  it("lets top-level navigations through (how an OAuth client sends the user to consent)", async () => {
    const navigation = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };
    expect((await h.call("GET", "/dashboard", { key: null, headers: navigation })).status).toBe(200);
    expect((await h.call("GET", "/oauth/authorize?client_id=x", { key: null, headers: navigation })).status).not.toBe(403);
  });

  it("serves this server's own pages, typed URLs and non-browser tools", async () => {
    for (const headers of [SAME_ORIGIN, { "sec-fetch-site": "none" }, {}] as Record<string, string>[]) {
      const answer = await h.call("GET", "/__sandbox/api-keys", { key: null, headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    }
    const created = await h.call("POST", "/__sandbox/api-keys", { key: null, headers: SAME_ORIGIN, body: { name: "ok" } });
    expect(created.status).toBe(200);
  });
});

describe("CORS on the API", () => {
  it("keeps any-origin CORS on /v1 (bearer only) and allows the headers browser apps send", async () => {
    const answer = await h.call("GET", "/v1/leads", { headers: CROSS_SITE });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    const preflight = await h.call("OPTIONS", "/v1/leads", {
      key: null,
      headers: { ...CROSS_SITE, "access-control-request-method": "POST", "access-control-request-headers": "x-correlation-id,prefer" },
    });
    expect(preflight.status).toBe(204);
    const allowed = preflight.headers.get("access-control-allow-headers")?.toLowerCase().split(",") ?? [];
    for (const name of ["authorization", "content-type", "idempotency-key", "prefer", "x-correlation-id", "x-request-id"]) expect(allowed).toContain(name);
  });

  it("echoes only listed origins when corsOrigins is set", async () => {
    const listed = await harness({ corsOrigins: ["http://localhost:5173"] });
    try {
      const ok = await listed.call("GET", "/v1/leads", { headers: { origin: "http://localhost:5173" } });
      expect(ok.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
      expect(ok.headers.get("vary")).toMatch(/Origin/);
      const other = await listed.call("GET", "/v1/leads", { headers: { origin: "https://evil.example" } });
      expect(other.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await listed.engine.close();
    }
  });

  it("matches a listed origin as a browser spells it: no default port, a lower-case host", async () => {
    const listed = await harness({ corsOrigins: ["http://localhost:80", "https://App.Example.com:443/"] });
    try {
      for (const origin of ["http://localhost", "https://app.example.com"]) {
        const ok = await listed.call("GET", "/v1/leads", { headers: { origin } });
        expect(ok.headers.get("access-control-allow-origin")).toBe(origin);
      }
    } finally {
      await listed.engine.close();
    }
  });
});

describe("Host check (DNS rebinding)", () => {
  const attacker = (path: string, method = "GET") =>
    h.engine.fetch(new Request(`http://attacker.example:4010${path}`, { method, headers: { authorization: `Bearer ${h.key}` } }), { clientIp: "127.0.0.1" });

  it("answers 403 host_not_allowed on the sandbox, the dashboard and the API", async () => {
    for (const [method, path] of [["GET", "/__sandbox/api-keys"], ["POST", "/__sandbox/reset"], ["GET", "/dashboard"], ["GET", "/v1/leads"], ["GET", "/healthz"]] as const) {
      const answer = await attacker(path, method);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { code: string }).code).toBe("host_not_allowed");
    }
  });

  it("answers the allowed names, whatever the port", async () => {
    expect((await h.call("GET", "/v1/leads")).status).toBe(200);
    const local = await h.engine.fetch(new Request("http://lps.test:9999/healthz"), { clientIp: "127.0.0.1" });
    expect(local.status).toBe(200);
  });
});
