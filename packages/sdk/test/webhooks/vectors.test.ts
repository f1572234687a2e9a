import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { entries } from "./entries";

interface Vector {
  name: string;
  secret: string;
  timestamp: number;
  body_base64: string;
  signature: string;
}

// Computed by OpenSSL (see test/fixtures/webhooks/README.md), not by the code under test.
const vectors: Vector[] = JSON.parse(
  readFileSync(new URL("../fixtures/webhooks/vectors.json", import.meta.url), "utf8"),
);
const byName = (name: string) => vectors.find((v) => v.name === name)!;
const bytesOf = (v: Vector) => new Uint8Array(Buffer.from(v.body_base64, "base64"));
const headersOf = (v: Vector, signature = `v1=${v.signature}`) => ({
  "x-service-signature": signature,
  "x-service-timestamp": String(v.timestamp),
});

describe.each(entries)("%s: OpenSSL vectors", (_, { signWebhook, verifyWebhook }) => {
  it.each(vectors)("signs $name exactly as openssl dgst -hmac does", async (v) => {
    expect(await signWebhook(bytesOf(v), v.secret, v.timestamp)).toBe(`v1=${v.signature}`);
  });

  it.each(vectors.filter((v) => v.body_base64 !== ""))("verifies $name from bytes and from an ArrayBuffer", async (v) => {
    const bytes = bytesOf(v);
    const event = await verifyWebhook(bytes, headersOf(v), v.secret, { now: v.timestamp });
    expect(event.id).toMatch(/^evt_/);
    const copy = bytes.slice().buffer;
    await expect(verifyWebhook(copy, headersOf(v), v.secret, { now: v.timestamp })).resolves.toEqual(event);
  });

  it("signs a string body as its UTF-8 bytes", async () => {
    const v = byName("utf8-body");
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytesOf(v));
    expect(await signWebhook(text, v.secret, v.timestamp)).toBe(`v1=${v.signature}`);
    const event = await verifyWebhook(text, headersOf(v), v.secret, { now: v.timestamp });
    expect(event.type === "message.received" && event.data.body).toBe("Visite à 18h 🏠");
  });

  it("verifies a non-UTF-8 body byte-exactly, and rejects it once decoded and re-encoded", async () => {
    const v = byName("non-utf8-body");
    const event = await verifyWebhook(bytesOf(v), headersOf(v), v.secret, { now: v.timestamp });
    expect(event.type).toBe("message.received");
    // What a verifier that turns the body into a string first would sign: the bytes are gone.
    const reencoded = new TextDecoder().decode(bytesOf(v));
    await expect(verifyWebhook(reencoded, headersOf(v), v.secret, { now: v.timestamp })).rejects.toMatchObject({
      code: "no_matching_signature",
    });
  });

  it("keys the HMAC with the secret's UTF-8 bytes", async () => {
    const v = byName("utf8-secret");
    await expect(verifyWebhook(bytesOf(v), headersOf(v), v.secret, { now: v.timestamp })).resolves.toMatchObject({
      type: "lead.qualified",
    });
  });

  it("signs with every secret of a rotation, in order", async () => {
    const [current, rotated] = [byName("lead-qualified"), byName("rotated-secret")];
    expect(await signWebhook(bytesOf(current), [current.secret, rotated.secret], current.timestamp)).toBe(
      `v1=${current.signature},v1=${rotated.signature}`,
    );
  });

  it("accepts a two-signature header with either secret alone", async () => {
    const [current, rotated] = [byName("lead-qualified"), byName("rotated-secret")];
    const headers = headersOf(current, `v1=${current.signature},v1=${rotated.signature}`);
    for (const secret of [current.secret, rotated.secret, [rotated.secret, current.secret]]) {
      await expect(verifyWebhook(bytesOf(current), headers, secret, { now: current.timestamp })).resolves.toMatchObject({
        id: "evt_4Fg6Hj8Kl0Zx2Cv4",
      });
    }
  });

  it("rejects an empty body that is correctly signed as an invalid payload", async () => {
    const v = byName("empty-body");
    await expect(verifyWebhook("", headersOf(v), v.secret, { now: 0 })).rejects.toMatchObject({ code: "invalid_payload" });
  });
});
