import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../../mock-server/test/isolation/identity-credentials";
import { sessionCookie } from "../../mock-server/test/isolation/identity-credentials";
import { serve, type Served } from "./support/served";

// A session is bound to the origin (scheme, host, port) it was issued for. Cookies do not isolate
// ports or, by themselves, host names (RFC 6265bis §8.5), so the token says where it belongs and
// the server takes it nowhere else. What this does not stop, a copy replayed to the right origin,
// is written down in docs/security.md ("Session cookies on loopback").

/** The picker's sign-in over real HTTP, in the shape the isolation helpers call. */
function caller(s: Served): Caller {
  return {
    async call(method, path, { body, rawBody, headers = {}, key } = {}) {
      const response = await fetch(s.server.url + path, {
        method,
        redirect: "manual",
        headers: { ...(key === undefined ? { authorization: `Bearer ${s.server.apiKey}` } : {}), ...(body !== undefined && { "content-type": "application/json" }), ...headers },
        ...(rawBody !== undefined ? { body: rawBody } : body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, json: text.startsWith("{") ? JSON.parse(text) : undefined };
    },
  };
}

/** A GET with the stolen cookie and the CSRF mark, naming `host`: node's fetch cannot set Host. */
function replay(url: string, host: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { host, cookie, "sec-fetch-site": "same-origin" };
    httpRequest(url, { headers }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on("error", reject).end();
  });
}

describe("a session cookie on another origin of the same server", () => {
  let s: Served;
  let cookie: string;
  beforeAll(async () => {
    s = await serve();
    const organizations = await s.call("GET", "/__sandbox/organizations", { key: null });
    cookie = await sessionCookie(caller(s), organizations.json.data[0].id);
  });
  afterAll(() => s.server.stop());

  it("is refused as no session at all, on the session route and on the API", async () => {
    const port = new URL(s.server.url).port;
    for (const path of ["/session", "/v1/leads"]) {
      expect({ path, status: await replay(s.server.url + path, `localhost:${port}`, cookie) }).toEqual({ path, status: 401 });
    }
  });

  it("still works on the origin it was issued for", async () => {
    const host = new URL(s.server.url).host;
    expect(await replay(`${s.server.url}/session`, host, cookie)).toBe(200);
    expect(await replay(`${s.server.url}/v1/leads`, host, cookie)).toBe(200);
  });
});
