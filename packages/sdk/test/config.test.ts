import { afterEach, describe, expect, test, vi } from "vitest";
import { createClient, isLPSError } from "@lps/sdk";
import { DEFAULTS, normaliseBaseUrl } from "../src/internal/config";
import { API_KEY, fakeFetch, json } from "./helpers";

describe("normaliseBaseUrl", () => {
  test.each([
    ["http://127.0.0.1:4010", "http://127.0.0.1:4010/v1"],
    ["http://127.0.0.1:4010/", "http://127.0.0.1:4010/v1"],
    ["http://127.0.0.1:4010/v1", "http://127.0.0.1:4010/v1"],
    ["http://127.0.0.1:4010/v1/", "http://127.0.0.1:4010/v1"],
    ["http://127.0.0.1:4010/api/v1", "http://127.0.0.1:4010/api/v1"],
    ["https://api.lps.example/api/v1//", "https://api.lps.example/api/v1"],
    ["https://gateway.example/lps", "https://gateway.example/lps/v1"],
  ])("%s -> %s", (input, expected) => expect(normaliseBaseUrl(input)).toBe(expected));

  test.each(["api.lps.example/v1", "", "not a url", "ftp://api.lps.example/v1", "https://api.lps.example/v1?x=1", "https://api.lps.example/v1#top"])(
    "rejects %j with a clear error",
    (input) => {
      expect(() => normaliseBaseUrl(input)).toThrow(/Invalid baseUrl/);
      try {
        normaliseBaseUrl(input);
      } catch (error) {
        expect(isLPSError(error)).toBe(true);
      }
    },
  );
});

describe("a baseUrl naming another version of the API", () => {
  // It used to become `…/v2/v1/leads`, answered by a 404 that did not say why.
  test.each(["https://api.lps.example/v2", "http://127.0.0.1:4010/api/v2/", "https://gateway.example/lps/v10"])("%s is refused, naming the version", (input) => {
    const version = /\/v\d+/.exec(input.replace(/\/$/, "").slice(-5))?.[0];
    expect(() => normaliseBaseUrl(input)).toThrow(`Invalid baseUrl ${JSON.stringify(input)}: this SDK speaks /v1 of the API, not ${version}`);
    expect(() => createClient({ apiKey: API_KEY, baseUrl: input })).toThrow(/this SDK speaks \/v1/);
  });

  test("a path that merely ends in a v and digits elsewhere is not a version", () => {
    expect(normaliseBaseUrl("https://gateway.example/v2lps")).toBe("https://gateway.example/v2lps/v1");
  });
});

describe("createClient options", () => {
  afterEach(() => vi.unstubAllEnvs());

  test("without credentials it throws at once, naming the environment variable", () => {
    vi.stubEnv("LPS_API_KEY", "");
    expect(() => createClient({ baseUrl: "http://x.test" })).toThrow(/LPS_API_KEY/);
  });

  test("apiKey and tokenSource together are ambiguous", () => {
    expect(() => createClient({ apiKey: API_KEY, tokenSource: () => "t" })).toThrow(/apiKey or tokenSource/);
  });

  test("falls back to LPS_API_KEY and LPS_BASE_URL", async () => {
    vi.stubEnv("LPS_API_KEY", "lps_sk_from_env");
    vi.stubEnv("LPS_BASE_URL", "http://127.0.0.1:4010/api/v1");
    const { fetch, calls } = fakeFetch(() => json(200, { data: [], has_more: false, next_cursor: null }));
    await createClient({ fetch }).leads.list();
    expect(calls[0]!.request.url).toBe("http://127.0.0.1:4010/api/v1/leads");
    expect(calls[0]!.request.headers.get("authorization")).toBe("Bearer lps_sk_from_env");
  });

  test("uses the documented default base URL", async () => {
    vi.stubEnv("LPS_BASE_URL", "");
    const { fetch, calls } = fakeFetch();
    await createClient({ apiKey: API_KEY, fetch }).leads.get("lead_00000001");
    expect(calls[0]!.request.url).toBe(`${DEFAULTS.baseUrl}/leads/lead_00000001`);
  });

  test("explicit options win over the environment; extra headers are sent", async () => {
    vi.stubEnv("LPS_API_KEY", "lps_sk_from_env");
    vi.stubEnv("LPS_BASE_URL", "http://env.test");
    const { fetch, calls } = fakeFetch();
    await createClient({ apiKey: API_KEY, baseUrl: "https://explicit.test", fetch, headers: { "x-team": "crm" } }).properties.get("prop_00000001");
    const { request } = calls[0]!;
    expect(request.url).toBe("https://explicit.test/v1/properties/prop_00000001");
    expect(request.headers.get("authorization")).toBe(`Bearer ${API_KEY}`);
    expect(request.headers.get("x-team")).toBe("crm");
  });

  test("a malformed LPS_BASE_URL fails at construction", () => {
    vi.stubEnv("LPS_BASE_URL", "localhost:4010");
    expect(() => createClient({ apiKey: API_KEY })).toThrow(/Invalid baseUrl "localhost:4010"/);
  });
});
