import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sendAndCut } from "./support/raw-socket";
import { serve, type Served } from "./support/served";

// Issue 23 item 17: a client that disconnects mid-body is a client abort (499 in the request
// log), not a server error with a stack trace on stderr.

/** Announces `declared` bytes, sends about `sent`, then closes the connection. */
const abortMidBody = (port: number, path: string, key: string, declared: number, sent: number) =>
  sendAndCut(
    port,
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n{"name":"${"a".repeat(sent)}`,
  );

describe("a client that disconnects mid-body", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.server.stop());

  const loggedStatuses = async (path: string) => {
    const log = await s.call("GET", "/__sandbox/requests", { key: null });
    return (log.json.data ?? []).filter((entry: { path: string }) => entry.path === path).map((entry: { status: number }) => entry.status);
  };

  it.each(["/v1/leads", "/oauth/token"])("%s: logged as 499, nothing on stderr", async (path) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const port = Number(new URL(s.server.url).port);
      await abortMidBody(port, path, s.server.apiKey, 10_000, 1000);
      // The server sees the close after the client does: wait until it has logged the request.
      await vi.waitFor(async () => expect(await loggedStatuses(path)).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(await loggedStatuses(path)).toEqual([499]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("/__sandbox/api-keys: nothing on stderr", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const port = Number(new URL(s.server.url).port);
      await abortMidBody(port, "/__sandbox/api-keys", s.server.apiKey, 10_000, 1000);
      // The sandbox API is not in the request log; give the server time to see the close.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
