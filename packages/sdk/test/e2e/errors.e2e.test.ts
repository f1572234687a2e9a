import { describe, expect, test } from "vitest";
import {
  createClient,
  isAuthenticationError,
  isBadRequestError,
  isConflictError,
  isInternalServerError,
  isNotFoundError,
  isPermissionDeniedError,
  isRateLimitError,
  type BadRequestError,
  type RateLimitError,
} from "@lps/sdk";
import { loadDoc, validatorFor } from "../../../../test/contract/contract-loader";
import { newLead, sandbox, useMockServer } from "./mock-server";

const validateAgainstContract = validatorFor(loadDoc("openapi.yaml"), "openapi.yaml");

const ctx = useMockServer();
const lps = (apiKey = ctx.server.apiKey) => createClient({ apiKey, baseUrl: ctx.server.baseUrl });
const rejection = (promise: PromiseLike<unknown>) => Promise.resolve(promise).then(() => undefined, (error: unknown) => error);

describe("typed errors from real answers", () => {
  test("400: validation problems list every bad field", async () => {
    // Schema-valid but semantically wrong (min > max), so it reaches the server even through Prism.
    const error = await rejection(lps().leads.create({ ...newLead("grace@example.com"), preferences: { property_type: "residential", price_range: { min: 5, max: 1 } } }));
    expect(isBadRequestError(error)).toBe(true);
    const { code, problem, requestId } = error as BadRequestError;
    expect(code).toBe("validation_failed");
    expect(requestId).toMatch(/^req_/);
    expect(problem?.errors?.map((e) => e.pointer)).toEqual(["/preferences/price_range"]);
  });

  test("401: unknown key", async () => {
    const error = await rejection(lps("lps_sk_unknown_key_000000000000000000_abcdef").leads.list());
    expect(isAuthenticationError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401 });
  });

  test("403: a key without the scope", async () => {
    const { key } = await sandbox<{ key: string }>(ctx.server, "/api-keys", { name: "read-only", scopes: ["properties.read"] });
    const error = await rejection(lps(key).leads.list());
    expect(isPermissionDeniedError(error)).toBe(true);
    expect(error).toMatchObject({ code: "insufficient_scope", problem: { required_scope: "leads.read" } });
  });

  test("404: unknown lead", async () => {
    const error = await rejection(lps().leads.get("lead_0000000000000000"));
    expect(isNotFoundError(error)).toBe(true);
    expect(error).toMatchObject({ code: "not_found" });
  });

  test("409: an idempotency key reused with another body", async () => {
    await lps().leads.create(newLead("first@example.com"), { idempotencyKey: "e2e-conflict" });
    const error = await rejection(lps().leads.create(newLead("second@example.com"), { idempotencyKey: "e2e-conflict" }));
    expect(isConflictError(error)).toBe(true);
    expect(error).toMatchObject({ code: "idempotency_key_reused" });
  });

  test("413: a body over 1 MiB, valid JSON padded with white space", async () => {
    // The SDK never sends such a body, so a raw request checks the server's answer. It goes
    // straight to the server even in the Prism run: Prism re-serialises JSON bodies, dropping the
    // padding, and no schema-valid field can hold 1 MiB. The answer is checked against the
    // contract's 413 response with ajv instead.
    const body = JSON.stringify(newLead("big@example.com")) + " ".repeat(1024 * 1024);
    const response = await fetch(`${ctx.server.url}/v1/leads`, {
      method: "POST",
      headers: { authorization: `Bearer ${ctx.server.apiKey}`, "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const problem = await response.json();
    expect(problem).toMatchObject({ code: "payload_too_large", request_id: expect.stringMatching(/^req_/) });
    expect(validateAgainstContract("/components/responses/PayloadTooLarge/content/application~1problem+json/schema", problem)).toEqual([]);
  });

  test("429: a spent daily quota, with its figures, thrown without waiting for the reset", async () => {
    // At noon the quota resets in twelve hours. Near midnight the reset is seconds away, and the
    // SDK rightly waits for it instead of throwing, so the real clock would make this flaky.
    await sandbox(ctx.server, "/clock", { set: "2026-06-01T12:00:00Z" });
    const { key } = await sandbox<{ key: string }>(ctx.server, "/api-keys", { name: "tiny", plan: "enterprise", daily_limit: 1 });
    await lps(key).leads.list();
    const error = await rejection(lps(key).leads.list());
    await sandbox(ctx.server, "/clock", { real: true });
    expect(isRateLimitError(error)).toBe(true);
    const { limit, remaining, resetSeconds, retryAfter, policy } = error as RateLimitError;
    expect({ limit, remaining, policy }).toEqual({ limit: 1, remaining: 0, policy: "daily" });
    expect(resetSeconds).toBeGreaterThan(0);
    expect(retryAfter).toBeGreaterThan(0);
  });

  test("5xx: an outage outlasting the retries", async () => {
    await sandbox(ctx.server, "/faults", { route: "/properties", method: "GET", count: 3, status: 503, mode: "fail_before" });
    const error = await rejection(lps().properties.list());
    expect(isInternalServerError(error)).toBe(true);
    expect(error).toMatchObject({ status: 503 });
  });
});
