import { afterEach, describe, expect, it } from "vitest";
import { verifyWebhook } from "@lps/sdk/webhooks";
import { OTHER_SECRET, SECRET, T0, createHarness, leadQualified, oneOfEachType } from "./helpers/harness";
import type { SigningSecret } from "../../src/webhooks/delivery-types";
import { startReceiver, type Receiver } from "./helpers/receiver";
import { independentSignature, v1Entries } from "./helpers/signatures";

const nowSeconds = Math.floor(T0 / 1000);
let receiver: Receiver | undefined;
afterEach(() => receiver?.stop());

async function deliverOne(secrets: SigningSecret[] = [{ secret: SECRET }]) {
  receiver = await startReceiver();
  const harness = createHarness();
  harness.addEndpoint("wh_test0001", receiver.url, secrets);
  harness.dispatcher.dispatch(leadQualified(1), ["wh_test0001"]);
  await harness.dispatcher.idle();
  const [request] = receiver.requests;
  if (!request) throw new Error("nothing was delivered");
  return { request, harness };
}

describe("signatures of a delivery: rejected when they should be", () => {
  it("does not verify with another secret", async () => {
    const { request } = await deliverOne();
    await expect(verifyWebhook(request.body, request.headers, OTHER_SECRET, { now: nowSeconds })).rejects.toMatchObject({
      code: "no_matching_signature",
    });
    expect(v1Entries(request)).not.toContain(independentSignature(OTHER_SECRET, request));
  });

  it("does not verify a modified body", async () => {
    const { request } = await deliverOne();
    const tampered = request.body.replace('"score":85', '"score":99');
    expect(tampered).not.toBe(request.body);
    await expect(verifyWebhook(tampered, request.headers, SECRET, { now: nowSeconds })).rejects.toMatchObject({
      code: "no_matching_signature",
    });
  });

  it("stops signing with a rotated secret once its overlap has ended", async () => {
    const { request } = await deliverOne([{ secret: SECRET }, { secret: OTHER_SECRET, expiresAt: T0 }]);
    expect(v1Entries(request)).toEqual([independentSignature(SECRET, request)]);
    await expect(verifyWebhook(request.body, request.headers, OTHER_SECRET, { now: nowSeconds })).rejects.toMatchObject({
      code: "no_matching_signature",
    });
  });
});

describe("signatures of a delivery: accepted", () => {
  it("verifies with the SDK and with an independent HMAC", async () => {
    const { request } = await deliverOne();
    const event = await verifyWebhook(request.body, request.headers, SECRET, { now: nowSeconds });
    expect(event.id).toBe("evt_test00000001");
    expect(v1Entries(request)).toEqual([independentSignature(SECRET, request)]);
    expect(request.headers["x-service-timestamp"]).toBe(String(nowSeconds));
  });

  it("verifies for every event type", async () => {
    receiver = await startReceiver();
    const harness = createHarness();
    harness.addEndpoint("wh_test0001", receiver.url);
    const events = oneOfEachType();
    for (const event of events) harness.dispatcher.dispatch(event, ["wh_test0001"]);
    await harness.dispatcher.idle();
    expect(receiver.requests).toHaveLength(events.length);
    for (const request of receiver.requests) {
      const verified = await verifyWebhook(request.body, request.headers, SECRET, { now: nowSeconds });
      expect(verified).toEqual(events.find((e) => e.id === verified.id));
      expect(v1Entries(request)).toEqual([independentSignature(SECRET, request)]);
    }
    expect(new Set(receiver.requests.map((r) => JSON.parse(r.body).type))).toEqual(new Set(events.map((e) => e.type)));
  });

  it("posts the bare envelope with the contract's headers", async () => {
    const { request } = await deliverOne();
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["user-agent"]).toBe("LPS-Webhooks/1.0");
    expect(request.headers["x-service-event-id"]).toBe("evt_test00000001");
    expect(Object.keys(JSON.parse(request.body))).toEqual(["id", "type", "created", "data", "version"]);
    expect(JSON.parse(request.body)).toEqual(leadQualified(1));
  });

  it("signs with both secrets during a rotation overlap, each verifying alone", async () => {
    const { request } = await deliverOne([{ secret: OTHER_SECRET }, { secret: SECRET, expiresAt: T0 + 3_600_000 }]);
    const entries = v1Entries(request);
    expect(entries).toHaveLength(2);
    expect(new Set(entries)).toEqual(new Set([independentSignature(SECRET, request), independentSignature(OTHER_SECRET, request)]));
    for (const secret of [SECRET, OTHER_SECRET]) {
      await expect(verifyWebhook(request.body, request.headers, secret, { now: nowSeconds })).resolves.toMatchObject({
        id: "evt_test00000001",
      });
    }
  });

  it("re-signs every attempt at its own time over the same bytes", async () => {
    const harness = createHarness();
    // Time moves a minute per request, so each attempt gets its own timestamp.
    receiver = await startReceiver((_, index) => {
      harness.clock.advance(60_000);
      return { status: index < 2 ? 500 : 200 };
    });
    harness.addEndpoint("wh_test0001", receiver.url);
    harness.dispatcher.dispatch(leadQualified(1), ["wh_test0001"]);
    await harness.dispatcher.idle();

    expect(receiver.requests).toHaveLength(3);
    expect(new Set(receiver.requests.map((r) => r.body)).size).toBe(1);
    expect(new Set(receiver.requests.map((r) => r.headers["x-service-timestamp"])).size).toBe(3);
    for (const request of receiver.requests) {
      const ts = Number(request.headers["x-service-timestamp"]);
      expect(v1Entries(request)).toEqual([independentSignature(SECRET, request)]);
      await expect(verifyWebhook(request.body, request.headers, SECRET, { now: ts })).resolves.toBeTruthy();
    }
  });
});
