import { describe, expect, it } from "vitest";
import { generateApiKey, keyHint } from "../../src/auth/api-key-format";
import { cryptoRandom } from "../../src/store/ids";
import { harness } from "../http/harness";

// Hints are listed (GET /__sandbox/api-keys) and saved in state files, which users commit as
// fixtures: a hint must never give away more than a small, fixed part of a key.
describe("API key hints", () => {
  it("shows a key of the server's own format as its prefix and 4 characters", () => {
    const key = generateApiKey(cryptoRandom);
    expect(keyHint(key)).toBe(`${key.slice(0, 11)}…`);
  });

  it.each([
    ["hunter2pw", "…"],
    ["lps_sk_ci_one", "…"],
    ["fifteen-chars-x", "…"],
    ["sixteen-chars-xy", "sixt…"],
    ["my-ci-secret-key-2026", "my-c…"],
    ["lps_sk_0123456789abcdefghijklmnopqrstuv_000000", "lps_…"],
  ])("shows at most the first 4 characters of a chosen key: %s → %s", (key, hint) => {
    expect(keyHint(key)).toBe(hint);
  });

  it("keeps chosen keys out of the key listing and the state export", async () => {
    const keys = ["hunter2pw", "my-ci-secret-key-2026"];
    const h = await harness({ apiKeys: keys });
    try {
      const listed = await h.call("GET", "/__sandbox/api-keys", { key: null });
      const state = await h.call("GET", "/__sandbox/state", { key: null });
      for (const text of [listed.text, state.text]) {
        expect(text).not.toContain("hunter");
        expect(text).not.toContain("my-ci-");
      }
      const hints = (listed.json.data as { key_hint: string }[]).map((k) => k.key_hint);
      expect(hints).toEqual(expect.arrayContaining(["…", "my-c…"]));
    } finally {
      await h.engine.close();
    }
  });
});
