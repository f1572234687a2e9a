import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type ForwardedDelivery, startListenProxy } from "../../src/cli/listen-proxy";
import { type AttemptOutcome, sendAttempt } from "../../src/webhooks/send-attempt";
import { signedHeaders } from "../../src/webhooks/signed-headers";

// `lps-mock listen` must be transparent: the server's own attempt, sent through the proxy, ends as
// it ends when sent to the receiver directly (docs/webhooks.md, "Developing locally").

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function receiver(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

async function proxyTo(url: string, printed: ForwardedDelivery[] = [], timeoutMs = 5_000): Promise<string> {
  const proxy = await startListenProxy(url, (delivery) => printed.push(delivery), { timeoutMs });
  proxy.trust(SECRET);
  closers.push(proxy.close);
  return proxy.url;
}

const BODY = '{"id":"evt_1","type":"lead.qualified"}';
const SECRET = "whsec_bGlzdGVuLXByb3h5LXRlc3Qtc2VjcmV0";
// Signed as the server signs, since the proxy relays nothing else (listen-relay.test.ts).
const attempt = async (url: string, timeoutMs = 5_000) =>
  sendAttempt({ fetch, url, body: BODY, headers: await signedHeaders("evt_1", BODY, [SECRET], Date.now()), timeoutMs, controller: new AbortController() });
const comparable = ({ latencyMs: _, ...rest }: AttemptOutcome) => rest;

describe("the listen proxy, seen from the server's delivery", () => {
  it.each([301, 302, 303, 307, 308])("fails a %i redirect as direct delivery does, without following it", async (status) => {
    let followed = 0;
    const url = await receiver((req, res) => {
      if (req.url === "/ok") return void (followed++, res.writeHead(200).end("ok"));
      res.writeHead(status, { location: "/ok" }).end();
    });
    const printed: ForwardedDelivery[] = [];
    const direct = await attempt(url);
    const proxied = await attempt(await proxyTo(url, printed));
    expect(direct).toMatchObject({ kind: "failed", status, error: `endpoint answered ${status}, a redirect, which is not followed` });
    expect(comparable(proxied)).toEqual(comparable(direct));
    expect(followed).toBe(0);
    expect(printed[0]).toMatchObject({ status, location: "/ok" });
  });

  it.each([429, 503])("hands back a %i's Retry-After, which the server's schedule honours", async (status) => {
    const url = await receiver((_req, res) => res.writeHead(status, { "retry-after": "120" }).end("busy"));
    const direct = await attempt(url);
    const proxied = await attempt(await proxyTo(url));
    expect(direct).toMatchObject({ kind: "failed", status, retryAfter: "120" });
    expect(comparable(proxied)).toEqual(comparable(direct));
  });

  it("gives up on a receiver at the server's time-out and says so, instead of waiting for it", async () => {
    const url = await receiver(() => undefined); // never answers
    const printed: ForwardedDelivery[] = [];
    const proxy = await proxyTo(url, printed, 300);
    const direct = await attempt(url, 300);
    const proxied = await attempt(proxy, 300);
    expect(comparable(proxied)).toEqual(comparable(direct));
    await expect.poll(() => printed, { timeout: 2_000 }).toHaveLength(1);
    expect(printed[0]!.status).toBeUndefined();
    expect(printed[0]).toMatchObject({ error: `no answer from ${url} within 300 ms, the server's delivery time-out` });
    expect(printed[0]!.latencyMs).toBeLessThan(1_000);
  });

  it("marks an answer that came after the time-out as the failure the server recorded", async () => {
    const url = await receiver((_req, res) => void setTimeout(() => res.writeHead(200).end("late"), 500));
    const printed: ForwardedDelivery[] = [];
    await attempt(await proxyTo(url, printed, 300), 300);
    await expect.poll(() => printed, { timeout: 2_000 }).toHaveLength(1);
    expect(printed[0]!.status).toBeUndefined();
    expect(printed[0]!.error).toMatch(/within 300 ms/);
  });
});
