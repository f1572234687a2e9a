import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APIError, createClient } from "../../packages/sdk/src/index";
import { serve, type Served } from "./support/served";
import { postAndRead } from "./support/stream-post";

// Issue 33 item 14: the server answered 413 and closed the socket while the client was still
// writing, so most clients saw EPIPE or ECONNRESET instead of the answer (and the SDK retried).

const MIB = 1024 * 1024;
const UPLOAD = 5 * MIB;
const ROUNDS = 10;

/**
 * `bytes` of "a" as a stream that yields a turn between chunks, as an upload slower than the
 * server's answer does: the 413 then always arrives while the client is still writing.
 */
function slowBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent >= bytes) return controller.close();
      await new Promise((resolve) => setImmediate(resolve));
      const part = Math.min(chunk.length, bytes - sent);
      sent += part;
      controller.enqueue(chunk.slice(0, part));
    },
  });
}

/** fetch with the body sent as slowBody, its Content-Length declared. */
const slowFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const bytes = (await request.arrayBuffer()).byteLength;
  const headers = new Headers(request.headers);
  headers.set("content-length", String(bytes));
  return fetch(request.url, { method: request.method, headers, signal: request.signal, body: slowBody(bytes), duplex: "half" } as RequestInit);
};

describe("a too-large upload gets its 413", { timeout: 120_000 }, () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.server.stop());

  const routes = () =>
    [
      ["/v1/leads", { "content-type": "application/json", authorization: `Bearer ${s.server.apiKey}` }],
      ["/oauth/token", { "content-type": "application/x-www-form-urlencoded" }],
      ["/__sandbox/api-keys", { "content-type": "application/json" }],
    ] as const;

  const expectRefused = (path: string, got: { status: number | null; body: string; error: string | null }) => {
    expect({ path, status: got.status, error: got.error }).toEqual({ path, status: 413, error: null });
    const body = JSON.parse(got.body) as { code?: string; error?: string };
    // The token endpoint answers a body it read too far in RFC 6749's error shape, as all its errors.
    const oauthShaped = path === "/oauth/token" && body.error === "invalid_request";
    expect([path, oauthShaped || body.code === "payload_too_large"]).toEqual([path, true]);
  };

  it("via fetch: 30 uploads of 5 MiB, with a length and chunked, every one answered 413", async () => {
    const body = "a".repeat(UPLOAD);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [path, headers] of routes()) {
        const sent = round % 2 === 0 ? slowFetch(s.server.url + path, { method: "POST", headers, body }) : fetch(s.server.url + path, { method: "POST", headers, body: slowBody(UPLOAD), duplex: "half" } as RequestInit);
        const got = await sent.then(
          async (response) => ({ status: response.status, body: await response.text(), error: null }),
          (error: { cause?: { code?: string } }) => ({ status: null, body: "", error: error.cause?.code ?? String(error) }),
        );
        expectRefused(path, got);
      }
    }
  });

  it("via node:http: 30 uploads of 5 MiB, with a length and chunked, every one answered 413", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [path, headers] of routes()) {
        expectRefused(path, await postAndRead(s.server.url + path, UPLOAD, { headers, declareLength: round % 2 === 0 }));
      }
    }
  });

  it("the SDK reports the 413 as an API error after one attempt, not a connection error retried", async () => {
    let attempts = 0;
    const counting: typeof fetch = (input, init) => {
      attempts++;
      return slowFetch(input, init);
    };
    const lps = createClient({ baseUrl: s.server.baseUrl, apiKey: s.server.apiKey, fetch: counting, maxRetries: 2 });
    const lead = { name: "a".repeat(UPLOAD), email: "ada@example.com", preferences: { property_type: "residential", price_range: { min: 1, max: 2 } } } as const;
    for (let round = 1; round <= ROUNDS; round++) {
      const error = await lps.leads.create(lead).then(() => undefined, (thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(APIError);
      expect(error).toMatchObject({ status: 413, code: "payload_too_large" });
      expect(attempts).toBe(round);
    }
  });

  it("a body over the bound of what is read and discarded is still cut (the bound holds)", async () => {
    const got = await postAndRead(`${s.server.url}/__sandbox/api-keys`, 64 * MIB, { headers: { "content-type": "application/json" } });
    expect(got.error).not.toBeNull();
  });
});
