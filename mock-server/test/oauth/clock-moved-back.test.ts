import { describe, expect, it } from "vitest";
import { createAddressLimiter, createThrottle } from "../../src/modules/oauth/core/throttle";
import { AUTHORIZE_BURST, AUTHORIZE_PER_MINUTE, THROTTLE_BASE_MS, THROTTLE_CAP_MS } from "../../src/modules/oauth/defaults";
import { CODE_TTL, codeRequest, createHarness, frozenClock, REDIRECT } from "./harness";

const HOUR = 3600 * 1000;
/** The longest an address waits for one authorization request: one token's refill. */
const TOKEN_MS = Math.ceil(60_000 / AUTHORIZE_PER_MINUTE);

// The sandbox clock can be moved forward and then back to real time: state stamped at the later
// time must never turn into a wait as long as the move, or a refill that goes negative.
describe("OAuth's rate limits when the clock moves back", () => {
  it("the authorize limiter refills nothing, and waits at most one token, never the move", () => {
    const clock = frozenClock();
    const limiter = createAddressLimiter(clock);
    clock.advance(HOUR);
    expect(limiter.take("192.0.2.2")).toBe(0);
    clock.advance(-HOUR);
    expect(limiter.take("192.0.2.2")).toBe(0);
    for (let i = 2; i < AUTHORIZE_BURST; i++) expect(limiter.take("192.0.2.2")).toBe(0);
    const wait = limiter.take("192.0.2.2");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(TOKEN_MS);
    clock.advance(wait);
    expect(limiter.take("192.0.2.2")).toBe(0);
  });

  it("the client throttle waits at most the failure's own delay", () => {
    const clock = frozenClock();
    const throttle = createThrottle(clock);
    clock.advance(HOUR);
    throttle.fail("lps_ci_x");
    clock.advance(-HOUR);
    const wait = throttle.waitMs("lps_ci_x");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(THROTTLE_BASE_MS);
    clock.advance(wait);
    expect(throttle.waitMs("lps_ci_x")).toBe(0);
    // The count survives the move: the next failure doubles the delay, up to the cap.
    for (let i = 0; i < 10; i++) throttle.fail("lps_ci_x");
    clock.advance(-HOUR);
    expect(throttle.waitMs("lps_ci_x")).toBe(THROTTLE_CAP_MS);
  });

  it("over HTTP: authorize after {advance 1 h} then {real} is not refused", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const params = { client_id: client.client_id, response_type: "code", redirect_uri: REDIRECT, code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", code_challenge_method: "S256" };
    expect((await h.authorize(params)).status).toBe(302);
    h.clock.advance(3601 * 1000);
    expect((await h.authorize(params)).status).toBe(302);
    h.clock.advance(-3601 * 1000);
    expect((await h.authorize(params)).status).toBe(302);
  });

  it("over HTTP: one wrong secret an hour ahead delays the right one by the failure's delay only", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    h.clock.advance(HOUR);
    expect((await h.token({ ...codeRequest(client, "lps_ac_unknown", "v"), client_secret: "lps_cs_guess" })).status).toBe(401);
    h.clock.advance(-HOUR);
    // Issued after the moves: the hour ahead counts towards a code's 60 seconds like any time.
    const { code, verifier } = await h.issueCode(client);
    const right = codeRequest(client, code, verifier);
    const throttled = await h.token(right);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("1");
    h.clock.advance(THROTTLE_BASE_MS);
    expect((await h.token(right)).status).toBe(200);
  });
});

// Lifetimes count only time that passed forwards since a record was made (clock.steady): moving
// the clock back an hour must not give a code, handle or token an extra hour.
describe("OAuth lifetimes when the clock moves back", () => {
  it("a code issued, then the clock set back an hour, still expires 60 seconds on", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    h.clock.advance(-HOUR);
    h.clock.advance(CODE_TTL + 1000);
    const response = await h.token(codeRequest(client, code, verifier));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant", error_description: expect.stringMatching(/expired/) });
  });

  it("a code is not cut short by the move either", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    h.clock.advance(-HOUR);
    h.clock.advance(CODE_TTL - 1000);
    expect((await h.token(codeRequest(client, code, verifier))).status).toBe(200);
  });

  it("an access token issued, then the clock set back an hour, expires an hour on", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { response } = await h.exchange(client);
    const { access_token: token } = (await response.json()) as { access_token: string };
    h.clock.advance(-HOUR);
    h.clock.advance(HOUR - 1000);
    const live = await h.server.verifyAccessToken(token);
    expect(live).not.toBeNull();
    expect(live!.expiresAt - h.clock.now()).toBe(1000);
    h.clock.advance(1000);
    expect(await h.server.verifyAccessToken(token)).toBeNull();
    const expired = await h.server.inspectAccessToken(token);
    expect(expired!.expiresAt).toBeLessThanOrEqual(h.clock.now());
  });
});
