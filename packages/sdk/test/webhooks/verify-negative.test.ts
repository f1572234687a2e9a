// Negative cases first: ported from stripe-node's test/Webhook.spec.ts and the Standard Webhooks
// JavaScript library's webhook.test.ts, translated to this scheme and its error codes.
import { describe, expect, it } from "vitest";
import { BODY, NOW, SECRET, entries, rejection } from "./entries";

describe.each(entries)("%s: verifyWebhook rejects", (_, api) => {
  const { signWebhook, verifyWebhook, isWebhookVerificationError } = api;
  const headers = async (body: string | Uint8Array = BODY, timestamp = NOW, secret = SECRET) => ({
    "x-service-signature": await signWebhook(body, secret, timestamp),
    "x-service-timestamp": String(timestamp),
  });
  const codeOf = async (attempt: Promise<unknown>) => {
    const error = await rejection(attempt);
    expect(isWebhookVerificationError(error)).toBe(true);
    return (error as { code: string }).code;
  };
  const verify = (hdrs: Record<string, string>, body: unknown, options: { now: number; tolerance?: number } = { now: NOW }) =>
    codeOf(verifyWebhook(body as string, hdrs, SECRET, options));

  it("a missing timestamp or signature header (SW: missing timestamp, missing signature)", async () => {
    const { "x-service-timestamp": ts, "x-service-signature": sig } = await headers();
    expect(await verify({ "x-service-signature": sig }, BODY)).toBe("missing_header");
    expect(await verify({ "x-service-timestamp": ts }, BODY)).toBe("missing_header");
    expect(await verify({}, BODY)).toBe("missing_header");
  });

  it("an empty or blank header (stripe: header is null or empty)", async () => {
    const valid = await headers();
    expect(await verify({ ...valid, "x-service-signature": "" }, BODY)).toBe("missing_header");
    expect(await verify({ ...valid, "x-service-signature": "   " }, BODY)).toBe("missing_header");
    expect(await verify({ ...valid, "x-service-timestamp": "" }, BODY)).toBe("missing_header");
  });

  it("a header that is not scheme=value entries (stripe: bad_header, not even a real header)", async () => {
    const valid = await headers();
    for (const signature of ["bad_header", "I'm not even a real signature header", "=abc", `${valid["x-service-signature"]},junk`]) {
      expect(await verify({ ...valid, "x-service-signature": signature }, BODY)).toBe("malformed_signature");
    }
  });

  it("signatures of other schemes only (stripe: no signatures with expected scheme)", async () => {
    const valid = await headers();
    const hex = valid["x-service-signature"].slice(3);
    expect(await verify({ ...valid, "x-service-signature": `v0=${hex}` }, BODY)).toBe("malformed_signature");
    expect(await verify({ ...valid, "x-service-signature": `v2=${hex},v0=${hex}` }, BODY)).toBe("malformed_signature");
  });

  it("an empty, partial or invalid signature (SW: invalid, partial and empty signature)", async () => {
    const valid = await headers();
    const sig = valid["x-service-signature"];
    for (const signature of ["v1=", "v1=dawfeoifkpqwoekfpqoekf", sig.slice(0, 8), sig.slice(0, -1), `${sig}0`, sig.toUpperCase().replace("V1", "v1")]) {
      expect(await verify({ ...valid, "x-service-signature": signature }, BODY)).toBe("no_matching_signature");
    }
  });

  it("a tampered body (stripe: no valid signatures for the payload)", async () => {
    const valid = await headers();
    expect(await verify(valid, BODY.replace('"score":85', '"score":95'))).toBe("no_matching_signature");
    expect(await verify(valid, `${BODY} `)).toBe("no_matching_signature");
  });

  it("the wrong secret", async () => {
    const signedElsewhere = await headers(BODY, NOW, "whsec_another_secret");
    expect(await verify(signedElsewhere, BODY)).toBe("no_matching_signature");
  });

  it("a signature replayed with another timestamp", async () => {
    const valid = await headers();
    expect(await verify({ ...valid, "x-service-timestamp": String(NOW + 1) }, BODY)).toBe("no_matching_signature");
  });

  it("a timestamp older than the tolerance (SW: old timestamp fails; stripe: outside the tolerance zone)", async () => {
    expect(await verify(await headers(BODY, NOW - 301), BODY)).toBe("timestamp_too_old");
    expect(await verify(await headers(BODY, NOW - 15), BODY, { now: NOW, tolerance: 10 })).toBe(
      "timestamp_too_old",
    );
    // stripe-node skips the check when no tolerance is given; here the default still applies.
    expect(await verify(await headers(BODY, 12345), BODY)).toBe("timestamp_too_old");
  });

  it("a timestamp in the future, including the hour stripe-node lets through (SW: new timestamp fails)", async () => {
    expect(await verify(await headers(BODY, NOW + 301), BODY)).toBe("timestamp_in_future");
    expect(await verify(await headers(BODY, NOW + 3600), BODY)).toBe("timestamp_in_future");
  });

  it("a timestamp that is not plain digits, such as <ts>abc, which parseInt would accept", async () => {
    const valid = await headers();
    for (const timestamp of [`${NOW}abc`, "hello", `-${NOW}`, `${NOW}.5`, "1.7e9", "0x69206ad4", `+${NOW}`, `${NOW} ${NOW}`, "١٢٣"]) {
      expect(await verify({ ...valid, "x-service-timestamp": timestamp }, BODY)).toBe("malformed_timestamp");
    }
  });

  it("a parsed object or anything else that is not the raw body (stripe: payload of unknown type)", async () => {
    const valid = await headers();
    for (const body of [JSON.parse(BODY), {}, new Date(), null, undefined, 42, [1, 2]]) {
      expect(await verify(valid, body)).toBe("body_not_raw");
    }
  });

  it("a correctly signed body that is not JSON (stripe: invalid JSON payload)", async () => {
    const body = "} I am not valid JSON; 123][";
    expect(await verify(await headers(body), body)).toBe("invalid_payload");
  });

  it("correctly signed JSON that is not an event envelope", async () => {
    for (const body of ['{"test": 2432232314}', '{"type":"lead.qualified"}', '{"id":"evt_1","type":7}', "[]", "null", '"evt"']) {
      expect(await verify(await headers(body), body)).toBe("invalid_payload");
    }
  });

  it("with a TypeError, a missing, empty or whitespace-padded secret (SW: empty key; stripe: whitespace)", async () => {
    const valid = await headers();
    for (const secret of ["", [], [""], `${SECRET} `, ` ${SECRET}`, undefined, null, [SECRET, 7]]) {
      await expect(verifyWebhook(BODY, valid, secret as string, { now: NOW })).rejects.toBeInstanceOf(TypeError);
    }
  });
});

describe.each(entries)("%s: verifyWebhook accepts", (_, { signWebhook, verifyWebhook }) => {
  const signature = () => signWebhook(BODY, SECRET, NOW);

  it("a header with at least one valid signature among invalid ones (stripe: v1=potato)", async () => {
    const headers = { "x-service-signature": `${await signature()},v1=potato`, "x-service-timestamp": String(NOW) };
    await expect(verifyWebhook(BODY, headers, SECRET, { now: NOW })).resolves.toMatchObject({ id: "evt_4Fg6Hj8Kl0Zx2Cv4" });
  });

  it("a valid signature among other schemes and stale ones, spaces around entries (SW: multi sig payload)", async () => {
    const stale = await signWebhook(BODY, "whsec_old", NOW);
    const header = `v0=abc, ${stale} , v2=${"0".repeat(64)},${await signature()}`;
    const headers = { "x-service-signature": header, "x-service-timestamp": String(NOW) };
    await expect(verifyWebhook(BODY, headers, SECRET, { now: NOW })).resolves.toMatchObject({ type: "lead.qualified" });
  });

  it("timestamps exactly at the tolerance, in both directions", async () => {
    for (const timestamp of [NOW - 300, NOW + 300]) {
      const headers = { "x-service-signature": await signWebhook(BODY, SECRET, timestamp), "x-service-timestamp": String(timestamp) };
      await expect(verifyWebhook(BODY, headers, SECRET, { now: NOW })).resolves.toMatchObject({ type: "lead.qualified" });
    }
  });

  it("against the system clock when no `now` is given", async () => {
    const now = Math.floor(Date.now() / 1000);
    const headers = { "x-service-signature": await signWebhook(BODY, SECRET, now), "x-service-timestamp": String(now) };
    await expect(verifyWebhook(BODY, headers, SECRET)).resolves.toMatchObject({ type: "lead.qualified" });
  });
});
