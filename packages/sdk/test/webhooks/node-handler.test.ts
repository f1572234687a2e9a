import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BODY, EVENT, SECRET, entries } from "./entries";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
const servers: { close(): void }[] = [];

async function serve(listener: Listener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
}

/** Stands in for body-parsing middleware: reads the stream, then leaves `req.body` behind. */
function withBodyParser(parse: (raw: Buffer) => unknown, next: Listener): Listener {
  return async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    Object.assign(req, { body: parse(Buffer.concat(chunks)) });
    next(req, res);
  };
}

/** Posts the body in several chunks, as a real sender's stream may arrive. */
function postChunked(url: string, headers: Record<string, string>, chunks: Uint8Array[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe.each(entries)("%s: toNodeHandler on a real node:http server", (_, api) => {
  const { createWebhookHandler, generateTestHeaders, toNodeHandler } = api;
  const received = vi.fn();
  const app = (options: Partial<Parameters<typeof createWebhookHandler>[0]> = {}) =>
    toNodeHandler(createWebhookHandler({ secret: SECRET, on: { "lead.qualified": received, "message.received": received }, ...options }));
  const post = async (url: string, body: string | Uint8Array<ArrayBuffer> = BODY) =>
    fetch(url, { method: "POST", headers: await generateTestHeaders({ payload: body, secret: SECRET }), body });

  afterEach(() => {
    received.mockReset();
  });

  it("verifies and dispatches a delivery, answering 200 {received: true}", async () => {
    const response = await post(await serve(app()));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ received: true });
    expect(received).toHaveBeenCalledWith(EVENT);
  });

  it("keeps a non-UTF-8 body byte-exact through the adapter", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ ...EVENT, type: "message.received", data: { body: "caf#" } }));
    body[body.indexOf(0x23)] = 0xe9; // a Latin-1 é where '#' was
    expect((await post(await serve(app()), body)).status).toBe(200);
    expect(received).toHaveBeenCalledTimes(1);
  });

  it("assembles a body that arrives in several chunks", async () => {
    const bytes = new TextEncoder().encode(BODY);
    const headers = { ...(await generateTestHeaders({ payload: bytes, secret: SECRET })), "content-type": "application/json" };
    const status = await postChunked(await serve(app()), headers, [bytes.subarray(0, 7), bytes.subarray(7, 100), bytes.subarray(100)]);
    expect(status).toBe(200);
    expect(received).toHaveBeenCalledWith(EVENT);
  });

  it("answers 400 to a tampered delivery", async () => {
    const url = await serve(app());
    const headers = await generateTestHeaders({ payload: BODY, secret: SECRET });
    const response = await fetch(url, { method: "POST", headers, body: BODY.replace("hot", "warm") });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid_webhook" });
    expect(received).not.toHaveBeenCalled();
  });

  it("uses the raw Buffer or string that express.raw() or express.text() left in req.body", async () => {
    for (const parse of [(raw: Buffer) => raw, (raw: Buffer) => raw.toString("utf8")]) {
      expect((await post(await serve(withBodyParser(parse, app())))).status).toBe(200);
    }
    expect(received).toHaveBeenCalledTimes(2);
  });

  it("answers 500 body_not_raw when express.json() already parsed the body, so the sender retries", async () => {
    const response = await post(await serve(withBodyParser((raw) => JSON.parse(raw.toString()), app())));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "body_not_raw" });
    expect(received).not.toHaveBeenCalled();
  });

  it("reads the stream when a parser left an empty object without consuming it", async () => {
    const url = await serve((req, res) => app()(Object.assign(req, { body: {} }), res));
    expect((await post(url)).status).toBe(200);
  });

  it("answers 500 when the handler keeps failing, and when the Fetch handler itself throws", async () => {
    received.mockRejectedValue(new Error("down"));
    expect((await post(await serve(app({ retry: false })))).status).toBe(500);
    const broken = toNodeHandler(async () => {
      throw new Error("bug");
    });
    const response = await post(await serve(broken));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "internal_error" });
  });
});
