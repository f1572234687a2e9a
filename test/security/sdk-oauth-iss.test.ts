import { describe, expect, it } from "vitest";
import { isOAuthError, parseCallback } from "../../packages/sdk/src/oauth/index";

// Issue item 10 (RFC 9207): when the authorization server advertises
// `authorization_response_iss_parameter_supported`, a callback whose `iss` is missing or names
// another issuer is refused, so a mix-up attack cannot hand this client another server's code.

const ISSUER = "https://auth.lps.example";
const SUPPORTED = { issuer: ISSUER, authorization_response_iss_parameter_supported: true };
const callback = (params: Record<string, string>) => `/callback?${new URLSearchParams({ state: "s1", ...params })}`;
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe("parseCallback and the iss parameter", () => {
  it("refuses a missing iss when the server advertises support", () => {
    const error = refusal(() => parseCallback(callback({ code: "c1" }), "s1", SUPPORTED));
    expect(isOAuthError(error)).toBe(true);
    expect(error).toMatchObject({ error: "invalid_issuer" });
  });

  it("refuses another issuer, for a code and for an error response alike", () => {
    const responses: Record<string, string>[] = [{ code: "c1", iss: "https://evil.example" }, { error: "access_denied", iss: `${ISSUER}/` }];
    for (const params of responses) {
      expect(refusal(() => parseCallback(callback(params), "s1", SUPPORTED))).toMatchObject({ error: "invalid_issuer" });
    }
  });

  it("refuses another issuer even when the server does not advertise support", () => {
    const server = { issuer: ISSUER };
    expect(refusal(() => parseCallback(callback({ code: "c1", iss: "https://evil.example" }), "s1", server))).toMatchObject({ error: "invalid_issuer" });
    expect(parseCallback(callback({ code: "c1" }), "s1", server)).toEqual({ code: "c1", state: "s1" });
  });

  it("accepts the matching issuer, and still checks the state first", () => {
    expect(parseCallback(callback({ code: "c1", iss: ISSUER }), "s1", SUPPORTED)).toEqual({ code: "c1", state: "s1" });
    expect(refusal(() => parseCallback(callback({ code: "c1" }), "other", SUPPORTED))).toMatchObject({ error: "invalid_state" });
  });
});
