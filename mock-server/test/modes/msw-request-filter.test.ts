import { describe, expect, it } from "vitest";
import { createRequestFilter } from "../../src/adapters/msw/request-filter";

const answers = (filter: (url: URL) => boolean, url: string) => filter(new URL(url));

describe("MSW request filter", () => {
  describe("without an origin: any origin, only the engine's paths", () => {
    const filter = createRequestFilter();

    it.each([
      "https://api.lps.example/v1/properties",
      "http://localhost:5173/api/v1/leads?limit=1",
      "https://auth.lps.example/oauth/token",
      "https://api.lps.example/.well-known/jwks.json",
      "http://localhost/__sandbox/reset",
      "http://localhost/openapi.yaml",
      "http://localhost/healthz",
      "http://localhost/v1",
    ])("answers %s", (url) => {
      expect(answers(filter, url)).toBe(true);
    });

    it.each([
      "http://localhost:5173/",
      "http://localhost:5173/src/main.ts",
      "http://localhost/v10/properties",
      "http://localhost/api/v2/leads",
      "http://localhost/healthzz",
      "https://cdn.example/v1.js",
    ])("passes %s through", (url) => {
      expect(answers(filter, url)).toBe(false);
    });
  });

  describe("with origins: every path on them, nothing elsewhere", () => {
    const filter = createRequestFilter(["https://api.lps.example/", "http://127.0.0.1:4010"]);

    it("answers any path on a listed origin, so unknown routes reach the engine's 404", () => {
      expect(answers(filter, "https://api.lps.example/v1/properties")).toBe(true);
      expect(answers(filter, "https://api.lps.example/nope")).toBe(true);
      expect(answers(filter, "http://127.0.0.1:4010/healthz")).toBe(true);
    });

    it("ignores other origins, even on engine paths", () => {
      expect(answers(filter, "https://api.lps.example.evil/v1/properties")).toBe(false);
      expect(answers(filter, "http://127.0.0.1:4011/v1/properties")).toBe(false);
      expect(answers(filter, "http://api.lps.example/v1/properties")).toBe(false);
    });

    it("accepts a single origin string", () => {
      const single = createRequestFilter("https://api.lps.example");
      expect(answers(single, "https://api.lps.example/v1/leads")).toBe(true);
      expect(answers(single, "https://auth.lps.example/oauth/token")).toBe(false);
    });
  });
});
