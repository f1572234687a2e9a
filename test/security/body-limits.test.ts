import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { peakRss, rssAfterGc } from "./support/memory";
import { serve, type Served } from "./support/served";
import { streamPost } from "./support/stream-post";

// Issue 23 item 5: every route that reads a body has a limit (the API's 1 MiB, 16 KiB for
// forms) and answers 413 without buffering the rest.

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "content-type": "application/json" };
const KIB = 1024;
const MIB = 1024 * KIB;

describe("request body limits", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.server.stop());

  const routes = (): [path: string, headers: Record<string, string>, limit: number][] => [
    ["/oauth/token", FORM, 16 * KIB],
    ["/oauth/revoke", FORM, 16 * KIB],
    ["/oauth/authorize/decision", FORM, 16 * KIB],
    ["/__sandbox/oauth-clients", JSON_TYPE, 64 * KIB],
    ["/__sandbox/api-keys", JSON_TYPE, MIB],
    ["/__sandbox/faults", JSON_TYPE, MIB],
    ["/v1/leads", { ...JSON_TYPE, authorization: `Bearer ${s.server.apiKey}` }, MIB],
  ];

  it("answers 413 to a declared Content-Length over the limit, on every route", async () => {
    for (const [path, headers, limit] of routes()) {
      const response = await fetch(s.server.url + path, { method: "POST", headers, body: "a".repeat(limit + 1) });
      expect([path, response.status]).toEqual([path, 413]);
      expect(response.headers.get("connection")).toBe("close");
    }
  });

  it("answers 413 to a declared body over 1 MiB on routes that read none, and does not run them", async () => {
    const { key } = await s.issueKey(["leads.read"]);
    const reset = await fetch(`${s.server.url}/__sandbox/reset`, { method: "POST", headers: JSON_TYPE, body: "a".repeat(MIB + 1) });
    expect(reset.status).toBe(413);
    expect((await s.call("GET", "/v1/leads", { key })).status).toBe(200);
  });

  it("answers 413 to a chunked body that passes the limit, on every route", async () => {
    for (const [path, headers, limit] of routes()) {
      const status = await streamPost(s.server.url + path, limit + 128 * KIB, headers);
      // null: the server closed the connection before the client read the 413.
      expect([path, status === null || status === 413]).toEqual([path, true]);
    }
  });

  it("reads a body within the limit (the test is not vacuous)", async () => {
    const response = await fetch(`${s.server.url}/oauth/token`, { method: "POST", headers: FORM, body: `grant_type=x&pad=${"a".repeat(8 * KIB)}` });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("unsupported_grant_type");
  });

  it("does not buffer large bodies: peak and settled RSS grow by under 48 MiB over eight 48 MiB posts", async () => {
    const BODY = 48 * MIB;
    const targets = ["/oauth/token", "/oauth/revoke", "/oauth/authorize/decision", "/__sandbox/oauth-clients"];
    // Warm up every route once, so first-use allocations do not count as growth.
    for (const path of targets) await streamPost(s.server.url + path, 64 * KIB, path.startsWith("/oauth") ? FORM : JSON_TYPE);
    const before = { peak: peakRss(), rss: rssAfterGc() };
    for (let round = 0; round < 2; round++) {
      for (const path of targets) await streamPost(s.server.url + path, BODY, path.startsWith("/oauth") ? FORM : JSON_TYPE);
    }
    // The peak too: a body buffered whole and freed before the end would not show after GC.
    const grown = { peak: peakRss() - before.peak, rss: rssAfterGc() - before.rss };
    expect(grown.peak).toBeLessThan(48);
    expect(grown.rss).toBeLessThan(48);
  }, 30_000);
});
