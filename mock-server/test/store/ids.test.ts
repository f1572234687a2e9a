import { describe, expect, it } from "vitest";
import { cryptoRandom } from "../../src/store/ids";

describe("cryptoRandom (pooled Web Crypto bytes)", () => {
  it("never hands the same bytes out twice, across pool refills and past the pool's size", () => {
    const seen = new Set<string>();
    // 16-byte draws: a repeat by chance is 2^-128; a pool handing bytes out twice repeats at once.
    for (const size of [16, 16, 4000, 16, 200, 5000, 16, 4096, 16]) {
      const bytes = cryptoRandom(new Uint8Array(size));
      for (let at = 0; at + 16 <= size; at += 16) {
        const chunk = bytes.subarray(at, at + 16).join(",");
        expect(seen.has(chunk), `size ${size} at ${at}`).toBe(false);
        seen.add(chunk);
      }
    }
  });

  it("fills the whole array it is given, with every byte value in reach", () => {
    const counts = new Array(256).fill(0);
    for (let i = 0; i < 64; i++) for (const byte of cryptoRandom(new Uint8Array(1024))) counts[byte]++;
    // 65,536 bytes: each value is expected 256 times; missing one or a zeroed tail would show.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(380);
  });
});
