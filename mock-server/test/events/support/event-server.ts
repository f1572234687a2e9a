import { verifyWebhook } from "@lps/sdk/webhooks";
import { type MockServer, startMockServer } from "../../../src/index";
import type { MockServerOptions } from "../../../src/adapters/node/start-mock-server";
import type { ReceivedRequest, Receiver } from "../../webhooks/helpers/receiver";
import { independentSignature, v1Entries } from "../../webhooks/helpers/signatures";

export { startReceiver } from "../../webhooks/helpers/receiver";
export type { Receiver } from "../../webhooks/helpers/receiver";

// Tests read arbitrary fields of JSON answers and events.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface EventServer {
  server: MockServer;
  /** A real HTTP call to the API (under /v1) with the demo key. */
  api(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }>;
  /** A real HTTP call to the sandbox (under /__sandbox). */
  sandbox(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }>;
  /** Registers `receiver` for `events` and returns the endpoint with its secret. */
  register(receiver: Receiver, events: string[]): Promise<{ id: string; secret: string }>;
  /** Engine time in unix seconds, for the verifier's timestamp window. */
  nowSeconds(): number;
  stop(): Promise<void>;
}

/** The reference server on a real port, without demo data, seeded, scoring at once. */
export async function startEventServer(options: MockServerOptions = {}): Promise<EventServer> {
  const server = await startMockServer({ demoData: false, seed: 11, scoringDelayMs: 0, webhookTimeScale: 0.001, ...options });
  const call = async (url: string, method: string, body: unknown, key: string | null) => {
    const response = await fetch(url, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  };
  const api: EventServer["api"] = (method, path, body) => call(server.baseUrl + path, method, body, server.apiKey);
  return {
    server,
    api,
    sandbox: (method, path, body) => call(`${server.url}/__sandbox${path}`, method, body, null),
    async register(receiver, events) {
      const created = await api("POST", "/webhooks", { url: receiver.url, events });
      if (created.status !== 200) throw new Error(`registration failed: ${JSON.stringify(created.json)}`);
      return created.json;
    },
    nowSeconds: () => Math.floor(server.engine.clock.now() / 1000),
    stop: () => server.stop(),
  };
}

/** The events a receiver got, parsed, in arrival order. */
export const eventsAt = (receiver: Receiver): Json[] => receiver.requests.map((request) => JSON.parse(request.body));

/** Polls `check` on real time until it returns a value; deliveries arrive asynchronously. */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what = "condition",
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Checks a delivery's signature twice: with the SDK's verifier and with an HMAC computed here
 * from the contract's description. Returns the verified event.
 */
export async function verifyBothWays(request: ReceivedRequest, secret: string, nowSeconds: number): Promise<Json> {
  const event = await verifyWebhook(request.body, request.headers, secret, { now: nowSeconds });
  if (!v1Entries(request).includes(independentSignature(secret, request))) {
    throw new Error("no v1 signature matches the independently computed HMAC");
  }
  return event;
}
