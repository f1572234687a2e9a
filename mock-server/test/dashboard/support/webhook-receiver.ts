/// <reference types="node" />
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface WebhookReceiver {
  url: string;
  /** The `x-service-event-id` of every delivery received, in order. */
  eventIds: string[];
  close(): Promise<void>;
}

/** A loopback endpoint that accepts every delivery with 200. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const eventIds: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      eventIds.push(String(request.headers["x-service-event-id"]));
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/lps`,
    eventIds,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it returns true; real I/O (a delivery over a socket) takes a moment. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
