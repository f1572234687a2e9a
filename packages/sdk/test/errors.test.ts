import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { describe, expect, test, vi } from "vitest";
import {
  APIError,
  AbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  TimeoutError,
  isAPIError,
  isAbortError,
  isAuthenticationError,
  isBadRequestError,
  isConflictError,
  isConnectionError,
  isInternalServerError,
  isLPSError,
  isNotFoundError,
  isPermissionDeniedError,
  isRateLimitError,
  isTimeoutError,
} from "@lps/sdk";
import { errorFromResponse } from "../src/core/errors";
import { createClient } from "@lps/sdk";
import { API_KEY, BASE, problem } from "./helpers";

const guards = {
  isAPIError, isBadRequestError, isAuthenticationError, isPermissionDeniedError, isNotFoundError,
  isConflictError, isRateLimitError, isInternalServerError, isConnectionError, isTimeoutError, isAbortError,
};
type GuardName = keyof typeof guards;
const truthy = (error: unknown) => (Object.keys(guards) as GuardName[]).filter((name) => guards[name](error)).sort();

const statusTable: Array<[number, Function, string, GuardName[]]> = [
  [400, BadRequestError, "BadRequestError", ["isAPIError", "isBadRequestError"]],
  [401, AuthenticationError, "AuthenticationError", ["isAPIError", "isAuthenticationError"]],
  [403, PermissionDeniedError, "PermissionDeniedError", ["isAPIError", "isPermissionDeniedError"]],
  [404, NotFoundError, "NotFoundError", ["isAPIError", "isNotFoundError"]],
  [409, ConflictError, "ConflictError", ["isAPIError", "isConflictError"]],
  [429, RateLimitError, "RateLimitError", ["isAPIError", "isRateLimitError"]],
  [500, InternalServerError, "InternalServerError", ["isAPIError", "isInternalServerError"]],
  [503, InternalServerError, "InternalServerError", ["isAPIError", "isInternalServerError"]],
  [413, APIError, "APIError", ["isAPIError"]],
  [422, APIError, "APIError", ["isAPIError"]],
];

describe("errorFromResponse maps each status to one class", () => {
  test.each(statusTable)("%i", async (status, Class, name, expectedGuards) => {
    const response = problem(status, "some_code", { detail: "what went wrong" }, { "x-request-id": "req_header1" });
    const error = errorFromResponse(response, await response.json());
    expect(error).toBeInstanceOf(Class);
    expect(error.constructor).toBe(Class);
    expect(error.name).toBe(name);
    expect(error.status).toBe(status);
    expect(error.code).toBe("some_code");
    expect(error.problem?.detail).toBe("what went wrong");
    expect(error.requestId).toBe("req_problem123");
    expect(error.headers.get("x-request-id")).toBe("req_header1");
    expect(error.message).toBe(`${status} some_code: what went wrong`);
    expect(isLPSError(error)).toBe(true);
    expect(truthy(error)).toEqual([...expectedGuards].sort());
  });

  test("a body that is not a problem still gives a typed error, with the header's request id", () => {
    const response = new Response("<html>bad gateway</html>", { status: 502, headers: { "x-request-id": "req_fromheader" } });
    const error = errorFromResponse(response, undefined);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.code).toBeUndefined();
    expect(error.problem).toBeUndefined();
    expect(error.requestId).toBe("req_fromheader");
  });
});

describe("RateLimitError", () => {
  test("reads limit figures from the RateLimit headers and Retry-After", () => {
    const response = problem(429, "rate_limit_exceeded", { limit: 5, remaining: 4, reset_seconds: 1 }, {
      "retry-after": "120",
      ratelimit: '"daily";r=0;t=3600',
      "ratelimit-policy": '"daily";q=1000;w=86400',
    });
    const error = errorFromResponse(response, { status: 429, code: "rate_limit_exceeded", limit: 5, remaining: 4, reset_seconds: 1 }) as RateLimitError;
    expect(error).toMatchObject({ retryAfter: 120, limit: 1000, remaining: 0, resetSeconds: 3600, policy: "daily" });
  });

  test("falls back to the RateLimit reset, then to the problem body", () => {
    const withHeader = errorFromResponse(new Response(null, { status: 429, headers: { ratelimit: '"daily";r=0;t=42' } }), {}) as RateLimitError;
    expect(withHeader.retryAfter).toBe(42);
    const bodyOnly = errorFromResponse(new Response(null, { status: 429 }), { limit: 1000, remaining: 0, reset_seconds: 51840 }) as RateLimitError;
    expect(bodyOnly).toMatchObject({ retryAfter: 51840, limit: 1000, remaining: 0, resetSeconds: 51840, policy: undefined });
  });

  test("a fractional Retry-After is not read as a date: the RateLimit reset applies", () => {
    const headers = { "retry-after": "1.5", ratelimit: '"burst";r=0;t=2' };
    expect((errorFromResponse(new Response(null, { status: 429, headers }), {}) as RateLimitError).retryAfter).toBe(2);
  });

  test("accepts Retry-After as an HTTP date", () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-22T09:30:00Z"), toFake: ["Date"] });
    try {
      const headers = { "retry-after": "Sun, 22 Nov 2026 09:30:30 GMT" };
      const error = errorFromResponse(new Response(null, { status: 429, headers }), {}) as RateLimitError;
      expect(error.retryAfter).toBe(30);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a 2xx answer whose body is not JSON", () => {
  // A captive portal or a misrouted proxy answers 200 with a page: a bare SyntaxError would break
  // the promise that everything the SDK throws is an LPSError.
  const portal = async () => new Response("<html>captive portal</html>", { status: 200, headers: { "content-type": "text/html" } });
  const lps = createClient({ apiKey: API_KEY, baseUrl: BASE, fetch: portal, maxRetries: 0 });
  const failure = (promise: PromiseLike<unknown>) => Promise.resolve(promise).then(() => undefined, (e: unknown) => e);

  test("from a resource method: an LPSError naming the method, the URL and the status", async () => {
    const error = await failure(lps.leads.list());
    expect(isLPSError(error)).toBe(true);
    expect((error as Error).message).toBe(`GET ${BASE}/leads answered 200 with a body that is not JSON`);
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });
});

describe("transport errors", () => {
  test("ConnectionError, TimeoutError and AbortError each answer their own guards", () => {
    expect(truthy(new ConnectionError())).toEqual(["isConnectionError"]);
    expect(truthy(new TimeoutError())).toEqual(["isConnectionError", "isTimeoutError"]);
    expect(truthy(new AbortError())).toEqual(["isAbortError"]);
    expect(new TimeoutError()).toBeInstanceOf(ConnectionError);
  });
});

describe("guards do not rely on instanceof", () => {
  test("errors that merely look alike are rejected", () => {
    const lookalike = Object.assign(new Error("404"), { name: "NotFoundError", status: 404, code: "not_found" });
    expect(isLPSError(lookalike)).toBe(false);
    expect(isNotFoundError(lookalike)).toBe(false);
    expect(isAPIError({ status: 500 })).toBe(false);
    for (const value of [null, undefined, 0, "APIError", {}]) expect(isLPSError(value)).toBe(false);
  });

  test("an object carrying the registry brand is recognised", () => {
    const branded = { status: 404, [Symbol.for("@lps/sdk/error-kind")]: "api" };
    expect(isNotFoundError(branded)).toBe(true);
    expect(isBadRequestError(branded)).toBe(false);
  });

  test("errors built by a second copy of the SDK in another realm are recognised", async () => {
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL("../src/core/errors.ts", import.meta.url))],
      bundle: true,
      format: "iife",
      globalName: "copy",
      write: false,
    });
    const realm = vm.createContext({ Headers, Date, RegExp, Number, Math });
    vm.runInContext(bundle.outputFiles[0]!.text, realm);
    const foreign = vm.runInContext(
      `[new copy.NotFoundError(404, { code: "not_found" }, new Headers()), new copy.RateLimitError(429, undefined, new Headers()), new copy.TimeoutError()]`,
      realm,
    ) as unknown[];
    expect(foreign[0]).not.toBeInstanceOf(NotFoundError);
    expect(foreign[0]).not.toBeInstanceOf(Error);
    expect(truthy(foreign[0])).toEqual(["isAPIError", "isNotFoundError"]);
    expect(truthy(foreign[1])).toEqual(["isAPIError", "isRateLimitError"]);
    expect(truthy(foreign[2])).toEqual(["isConnectionError", "isTimeoutError"]);
  });
});
