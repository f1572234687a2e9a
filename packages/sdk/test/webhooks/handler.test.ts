import { describe, expect, it, vi } from "vitest";
import { BODY, EVENT, SECRET, entries } from "./entries";
import type { WebhookEvent } from "../../src/webhooks/index";

const now = () => Math.floor(Date.now() / 1000);

describe.each(entries)("%s: createWebhookHandler", (_, { createWebhookHandler, generateTestHeaders }) => {
  const delivery = async (body: string | Uint8Array<ArrayBuffer> = BODY, init: { timestamp?: number; secret?: string } = {}) =>
    new Request("http://receiver.test/hooks", {
      method: "POST",
      headers: await generateTestHeaders({ payload: body, secret: init.secret ?? SECRET, timestamp: init.timestamp }),
      body,
    });
  const sleeps = () => {
    const delays: number[] = [];
    return { delays, sleep: async (ms: number) => void delays.push(ms) };
  };

  it("answers 200 {received: true} and hands the typed event to its handler", async () => {
    const onLead = vi.fn((event: WebhookEvent) => event.data);
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead } });
    const response = await handler(await delivery());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(onLead).toHaveBeenCalledWith(EVENT);
  });

  it("answers 500 body_not_raw and reports it when a middleware read the body first", async () => {
    const onLead = vi.fn();
    const onError = vi.fn();
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, onError });
    const request = await delivery();
    await request.json();
    const response = await handler(request);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "body_not_raw" });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: "body_not_raw", message: expect.stringContaining("already read") }), { stage: "verify" });
    expect(onLead).not.toHaveBeenCalled();
  });

  it("ignores event types without a handler, reporting them to onUnhandled", async () => {
    const onLead = vi.fn();
    const onUnhandled = vi.fn();
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, onUnhandled });
    const body = JSON.stringify({ ...EVENT, type: "analysis.completed" });
    expect((await handler(await delivery(body))).status).toBe(200);
    expect(onLead).not.toHaveBeenCalled();
    expect(onUnhandled).toHaveBeenCalledWith(JSON.parse(body));
  });

  it("never dispatches to Object.prototype, whatever the type says", async () => {
    const onUnhandled = vi.fn();
    const handler = createWebhookHandler({ secret: SECRET, on: {}, onUnhandled });
    for (const type of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const response = await handler(await delivery(JSON.stringify({ ...EVENT, type })));
      expect(response.status).toBe(200);
    }
    expect(onUnhandled).toHaveBeenCalledTimes(4);
  });

  it("answers every verification failure with the same 400, telling the sender nothing", async () => {
    const onLead = vi.fn();
    const onError = vi.fn();
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, onError });
    const unsigned = new Request("http://receiver.test/hooks", { method: "POST", body: BODY });
    const tampered = await delivery();
    const requests = [
      unsigned,
      await delivery(BODY, { secret: "whsec_wrong" }),
      await delivery(BODY, { timestamp: now() - 3600 }),
      await delivery(BODY, { timestamp: now() + 3600 }),
      new Request(tampered.url, { method: "POST", headers: tampered.headers, body: BODY.replace("85", "86") }),
      await delivery("not json"),
    ];
    const answers: string[] = [];
    for (const request of requests) {
      const response = await handler(request);
      answers.push(`${response.status} ${await response.text()}`);
    }
    expect(new Set(answers)).toEqual(new Set(['400 {"error":"invalid_webhook"}']));
    expect(onLead).not.toHaveBeenCalled();
    expect(onError.mock.calls.map(([error, context]) => [error.code, context.stage])).toEqual([
      ["missing_header", "verify"],
      ["no_matching_signature", "verify"],
      ["timestamp_too_old", "verify"],
      ["timestamp_in_future", "verify"],
      ["no_matching_signature", "verify"],
      ["invalid_payload", "verify"],
    ]);
  });

  it("honours its tolerance option", async () => {
    const handler = createWebhookHandler({ secret: SECRET, on: {}, tolerance: 7200 });
    expect((await handler(await delivery(BODY, { timestamp: now() - 3600 }))).status).toBe(200);
  });

  it("pins its clock with now, a number or a function of unix seconds", async () => {
    const timestamp = 1_763_803_860;
    const fixed = createWebhookHandler({ secret: SECRET, on: {}, now: timestamp });
    const clock = vi.fn(() => timestamp + 10);
    const ticking = createWebhookHandler({ secret: SECRET, on: {}, now: clock });
    expect((await fixed(await delivery(BODY, { timestamp }))).status).toBe(200);
    expect((await ticking(await delivery(BODY, { timestamp }))).status).toBe(200);
    expect(clock).toHaveBeenCalledTimes(1);
    expect((await createWebhookHandler({ secret: SECRET, on: {} })(await delivery(BODY, { timestamp }))).status).toBe(400);
  });

  it("answers 500 at once when a now function returns garbage, reporting the TypeError", async () => {
    const onError = vi.fn();
    const handler = createWebhookHandler({ secret: SECRET, on: {}, now: () => Number.NaN, onError });
    const response = await handler(await delivery());
    expect(response.status).toBe(500);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(TypeError);
  });

  it("answers a malformed event's TypeError with 500 at once, without retrying", async () => {
    const { delays, sleep } = sleeps();
    const onLead = vi.fn((event: { data: { lead_id: string } }) => event.data.lead_id.toUpperCase());
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, retry: { sleep } });
    const response = await handler(await delivery(JSON.stringify({ ...EVENT, data: undefined })));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "handler_failed" });
    expect(onLead).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([]);
  });

  it("still retries fetch's network failures, TypeErrors with a cause", async () => {
    const { delays, sleep } = sleeps();
    const onLead = vi.fn().mockRejectedValueOnce(new TypeError("fetch failed", { cause: new Error("ECONNRESET") })).mockResolvedValue(undefined);
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, retry: { sleep } });
    expect((await handler(await delivery())).status).toBe(200);
    expect(delays).toEqual([1000]);
  });

  it("answers 405 to anything but POST", async () => {
    const handler = createWebhookHandler({ secret: SECRET, on: {} });
    const response = await handler(new Request("http://receiver.test/hooks"));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses a bad secret when it is created, not on the first delivery", () => {
    expect(() => createWebhookHandler({ secret: " whsec_padded", on: {} })).toThrow(TypeError);
    expect(() => createWebhookHandler({ secret: [], on: {} })).toThrow(TypeError);
  });

  // A value withRetry cannot use (attempts NaN retried a failing handler forever, never answering)
  // fails where it is given, as a bad tolerance or maxBodyBytes does.
  it.each([
    ["retry.attempts", "NaN", { retry: { attempts: Number.NaN } }],
    ["retry.attempts", "Infinity", { retry: { attempts: Infinity } }],
    ["retry.attempts", "-1", { retry: { attempts: -1 } }],
    ["retry.attempts", "0", { retry: { attempts: 0 } }],
    ["retry.attempts", "2.5", { retry: { attempts: 2.5 } }],
    ["retry.baseDelayMs", "-5", { retry: { baseDelayMs: -5 } }],
    ["retry.baseDelayMs", "NaN", { retry: { baseDelayMs: Number.NaN } }],
    ["retry.baseDelayMs", "Infinity", { retry: { baseDelayMs: Infinity } }],
    ["on", "undefined", { on: undefined }],
    ["on", "null", { on: null }],
    ["on", "a string", { on: "lead.qualified" }],
    ['on["lead.qualified"]', "a string", { on: { "lead.qualified": "notify" } }],
  ])("refuses %s = %s with a TypeError naming it, when it is created", (name, _value, options) => {
    const create = () => createWebhookHandler({ secret: SECRET, on: {}, ...options } as never);
    expect(create).toThrow(TypeError);
    expect(create).toThrow(name);
  });

  it("answers 500 after the attempts it was given, whatever the handler throws", async () => {
    const onLead = vi.fn().mockRejectedValue(new Error("down"));
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, retry: { attempts: 1, baseDelayMs: 0 } });
    expect((await handler(await delivery())).status).toBe(500);
    expect(onLead).toHaveBeenCalledTimes(1);
  });

  it("retries a throwing handler with 2^attempt s backoff and answers 200 once it succeeds", async () => {
    const { delays, sleep } = sleeps();
    const onError = vi.fn();
    const onLead = vi.fn().mockRejectedValueOnce(new Error("db down")).mockImplementationOnce(() => {
      throw new Error("still down");
    });
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, retry: { sleep }, onError });
    expect((await handler(await delivery())).status).toBe(200);
    expect(onLead).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([1000, 2000]);
    expect(onError.mock.calls.map(([error, context]) => [error.message, context.stage, context.attempt])).toEqual([
      ["db down", "handle", 0],
      ["still down", "handle", 1],
    ]);
  });

  it("answers 500 after 5 failed attempts, waiting 1, 2, 4 and 8 s between them", async () => {
    const { delays, sleep } = sleeps();
    const onLead = vi.fn().mockRejectedValue(new Error("down"));
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, retry: { sleep } });
    const response = await handler(await delivery());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "handler_failed" });
    expect(onLead).toHaveBeenCalledTimes(5);
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
  });

  it("takes its attempts and base delay from the retry option", async () => {
    const { delays, sleep } = sleeps();
    const onLead = vi.fn().mockRejectedValue(new Error("down"));
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, retry: { attempts: 3, baseDelayMs: 10, sleep } });
    expect((await handler(await delivery())).status).toBe(500);
    expect(delays).toEqual([10, 20]);
  });

  it("answers 500 at once with retry: false, leaving retries to the sender", async () => {
    const onLead = vi.fn().mockRejectedValue(new Error("down"));
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, retry: false });
    expect((await handler(await delivery())).status).toBe(500);
    expect(onLead).toHaveBeenCalledTimes(1);
  });

  it("waits for real between attempts by default (base delay 0 keeps the test instant)", async () => {
    const onLead = vi.fn().mockRejectedValueOnce(new Error("once")).mockResolvedValue(undefined);
    const handler = createWebhookHandler({ secret: SECRET, on: { "lead.qualified": onLead }, retry: { baseDelayMs: 0 } });
    expect((await handler(await delivery())).status).toBe(200);
    expect(onLead).toHaveBeenCalledTimes(2);
  });
});
