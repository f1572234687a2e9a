import { describe, expect, test } from "vitest";
import { createClient } from "@lps/sdk";
import { API_KEY, BASE, fakeFetch, problem } from "./helpers";

// A number the transport cannot use (NaN, a negative or fractional count, a delay setTimeout
// would cut to 1 ms) must fail where it is given, naming the option and the value, rather than
// as a TimeoutError on every attempt or a call that retries forever.

const client = (options: Record<string, number>) => createClient({ apiKey: API_KEY, baseUrl: BASE, ...options });

const INVALID: Array<[string, number]> = [
  ["timeout", Number.NaN],
  ["timeout", -1],
  ["timeout", 0],
  ["timeout", Infinity],
  ["timeout", 2 ** 31],
  ["totalTimeout", Number.NaN],
  ["totalTimeout", -1],
  ["totalTimeout", 0],
  ["maxRetries", -1],
  ["maxRetries", 1.5],
  ["maxRetries", Infinity],
  ["maxRetries", Number.NaN],
];

const VALID: Array<[string, number]> = [
  ["timeout", 1],
  ["timeout", 2.5],
  ["timeout", 2 ** 31 - 1],
  ["totalTimeout", 1],
  ["totalTimeout", Infinity],
  ["maxRetries", 0],
  ["maxRetries", 1_000_000],
];

/** The message names the option, then shows the value as given. */
const naming = (name: string, value: number) => new RegExp(`\\b${name}\\b.*${String(value).replace(".", "\\.")}`);

describe("createClient rejects an unusable number", () => {
  test.each(INVALID)("%s: %s", (name, value) => {
    expect(() => client({ [name]: value })).toThrow(TypeError);
    expect(() => client({ [name]: value })).toThrow(naming(name, value));
  });

  test.each(VALID)("accepts %s: %s", (name, value) => {
    expect(() => client({ [name]: value })).not.toThrow();
  });
});

describe("a call rejects an unusable per-call number before sending anything", () => {
  const PER_CALL = INVALID.filter(([name]) => name !== "totalTimeout");

  test.each(PER_CALL)("%s: %s", async (name, value) => {
    const { fetch, calls } = fakeFetch(() => problem(503, "service_unavailable"));
    const lps = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch });
    const error = await lps.leads.get("lead_00000001", { [name]: value }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(naming(name, value));
    expect(calls).toHaveLength(0);
  });

  test("through raw too", async () => {
    const { fetch, calls } = fakeFetch();
    const lps = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch });
    await expect(lps.raw.GET("/leads", { timeout: -5 } as never)).rejects.toThrow(/timeout.*-5/);
    expect(calls).toHaveLength(0);
  });

  test("a valid per-call number still overrides the client's", async () => {
    const { fetch, calls } = fakeFetch(() => problem(503, "service_unavailable"));
    const lps = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch, maxRetries: 5 });
    await expect(lps.leads.get("lead_00000001", { maxRetries: 0, timeout: 1_000 })).rejects.toThrow(/service_unavailable|503/);
    expect(calls).toHaveLength(1);
  });
});
