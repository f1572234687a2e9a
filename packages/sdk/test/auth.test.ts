import { describe, expect, test, vi } from "vitest";
import { createClient, isAuthenticationError } from "@lps/sdk";
import { API_KEY, BASE, fakeFetch, json, problem } from "./helpers";

const unauthorized = () => problem(401, "token_expired", {}, { "www-authenticate": 'Bearer error="invalid_token"' });
const bearer = (call: { request: Request }) => call.request.headers.get("authorization");

describe("401 handling", () => {
  test("an API key is never retried on 401", async () => {
    const { fetch, calls } = fakeFetch(unauthorized);
    const error = await createClient({ apiKey: API_KEY, baseUrl: BASE, fetch }).leads.list().then(() => null, (e: unknown) => e);
    expect(isAuthenticationError(error)).toBe(true);
    expect(error).toMatchObject({ code: "token_expired" });
    expect(calls).toHaveLength(1);
  });

  test("a token source that has nothing newer is not retried", async () => {
    const tokenSource = vi.fn(() => "tok_same");
    const { fetch, calls } = fakeFetch(unauthorized);
    const error = await createClient({ tokenSource, baseUrl: BASE, fetch }).leads.list().then(() => null, (e: unknown) => e);
    expect(isAuthenticationError(error)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(tokenSource.mock.calls).toEqual([[undefined], ["tok_same"]]);
  });

  test("a refreshed token that is refused again ends with AuthenticationError, no loop", async () => {
    let n = 0;
    const tokenSource = vi.fn((refused?: string) => (refused ? `tok_${++n}` : `tok_${n}`));
    const { fetch, calls } = fakeFetch(unauthorized);
    const error = await createClient({ tokenSource, baseUrl: BASE, fetch }).leads.list().then(() => null, (e: unknown) => e);
    expect(isAuthenticationError(error)).toBe(true);
    expect(calls.map(bearer)).toEqual(["Bearer tok_0", "Bearer tok_1"]);
  });

  test("a 401 triggers one refresh and one retry with the fresh token", async () => {
    const tokenSource = vi.fn(async (refused?: string) => (refused === "tok_old" ? "tok_new" : "tok_old"));
    const { fetch, calls } = fakeFetch((request) => (request.headers.get("authorization") === "Bearer tok_new" ? json(200, { ok: true }) : unauthorized()));
    const data = await createClient({ tokenSource, baseUrl: BASE, fetch, maxRetries: 0 }).leads.list();
    expect(data).toEqual({ ok: true });
    expect(calls.map(bearer)).toEqual(["Bearer tok_old", "Bearer tok_new"]);
  });

  test("a token source object is asked through getAccessToken", async () => {
    const source = { getAccessToken: vi.fn(async () => "tok_obj") };
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await createClient({ tokenSource: source, baseUrl: BASE, fetch }).analytics.market();
    expect(bearer(calls[0]!)).toBe("Bearer tok_obj");
    expect(source.getAccessToken).toHaveBeenCalledTimes(1);
  });

  test("a failing token source fails the call without reaching the network", async () => {
    const failure = new Error("refresh token revoked");
    const { fetch, calls } = fakeFetch();
    await expect(createClient({ tokenSource: () => Promise.reject(failure), baseUrl: BASE, fetch }).leads.list()).rejects.toBe(failure);
    expect(calls).toHaveLength(0);
  });
});
