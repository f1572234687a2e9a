import { describe, expect, it } from "vitest";
import { API_KEY_PREFIX, generateApiKey, isWellFormedApiKey, keyHint } from "../../src/auth/api-key-format";
import { crc32 } from "../../src/auth/crc32";
import { createKeyRegistry } from "../../src/auth/key-registry";
import { sha256Hex } from "../../src/auth/digest";
import { cryptoRandom, seededRandom } from "../../src/store/ids";

describe("API key format", () => {
  it("computes the standard CRC-32 check value", () => {
    expect(crc32("123456789")).toBe(0xcbf43926);
    expect(crc32("")).toBe(0);
  });

  it("refuses keys whose checksum, prefix or length is wrong", () => {
    const key = generateApiKey(cryptoRandom);
    const last = key.at(-1) === "A" ? "B" : "A";
    const flippedBody = key.slice(0, 10) + (key[10] === "a" ? "b" : "a") + key.slice(11);
    for (const bad of [key.slice(0, -1) + last, flippedBody, key.replace("lps_sk_", "lps_pk_"), key + "0", key.slice(1), ""]) {
      expect(isWellFormedApiKey(bad), bad).toBe(false);
    }
  });

  it("generates keys a scanner can recognise: prefix, 32 random characters, checksum", () => {
    const key = generateApiKey(cryptoRandom);
    expect(key).toMatch(/^lps_sk_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(generateApiKey(cryptoRandom)).not.toBe(key);
  });

  it("is deterministic from a seed only when asked to be", () => {
    expect(generateApiKey(seededRandom(1))).toBe(generateApiKey(seededRandom(1)));
    expect(generateApiKey(seededRandom(1))).not.toBe(generateApiKey(seededRandom(2)));
  });

  it("stores only a SHA-256 of the key and a short hint", async () => {
    const registry = createKeyRegistry();
    const key = generateApiKey(cryptoRandom);
    const record = await registry.register(key, { id: "key_1", organization_id: "org_demo", name: "k", scopes: [], plan: "basic", quota: "key", created_at: "2026-01-01T00:00:00Z" });
    expect(record.digest).toBe(sha256Hex(key));
    expect(JSON.stringify(record)).not.toContain(key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + 12));
    expect(record.hint).toBe(keyHint(key));
    expect(registry.findByKey(key)?.id).toBe("key_1");
  });

  it("finds a key only by its whole digest, and not once revoked", () => {
    const registry = createKeyRegistry();
    const spec = { organization_id: "org_demo", name: "k", scopes: [], plan: "basic" as const, quota: "key" as const, created_at: "2026-01-01T00:00:00Z" };
    const [first, second] = [generateApiKey(cryptoRandom), generateApiKey(cryptoRandom)];
    const record = registry.register(first, { ...spec, id: "key_1" });
    registry.register(second, { ...spec, id: "key_2" });
    expect(registry.findByKey("lps_sk_unknown")).toBeUndefined();
    expect(registry.findByKey(first.slice(0, -1))).toBeUndefined();
    expect(registry.findByKey(second)?.id).toBe("key_2");
    registry.revoke(record.id);
    expect(registry.findByKey(first)).toBeUndefined();
    expect(registry.findByKey(second)?.id).toBe("key_2");
  });

  it("answers a key registered twice with its latest record", () => {
    const registry = createKeyRegistry();
    const spec = { organization_id: "org_demo", name: "k", scopes: [], plan: "basic" as const, quota: "key" as const, created_at: "2026-01-01T00:00:00Z" };
    registry.register("ci-key", { ...spec, id: "key_a" });
    registry.register("ci-key", { ...spec, id: "key_b" });
    expect(registry.findByKey("ci-key")?.id).toBe("key_b");
    registry.revoke("key_b");
    expect(registry.findByKey("ci-key")?.id).toBe("key_a");
  });
});

const hexOf = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

describe("SHA-256 of keys and bodies", () => {
  const implementations = { sha256Hex };

  for (const [name, hex] of Object.entries(implementations)) {
    it(`${name} matches the FIPS 180-4 vectors`, () => {
      expect(hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
      expect(hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
      expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
      );
    });

    it(`${name} agrees with Web Crypto across block boundaries and multi-byte text`, async () => {
      for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
        const text = "é€😀a".repeat(length).slice(0, length);
        const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
        expect(hex(text), `length ${length}`).toBe(hexOf(digest));
      }
    });
  }
});
