import { describe, expect, it } from "vitest";
import { webRandom } from "../../src/modules/oauth/core/bytes";
import { createSsoTransactions } from "../../src/modules/identity/sso/sso-flow";
import { frozenClock } from "../support/frozen-clock";

const MINUTE = 60_000;
const input = { organizationId: "org_demo", issuer: "https://idp.example", issRequired: false, redirectUri: "http://127.0.0.1/sso/callback", returnTo: "/dashboard", binding: "b" };

// An SSO round trip's state and nonce are kept 10 minutes of time that passed forwards: setting
// the sandbox clock back must not keep them longer.
describe("SSO state when the clock moves back", () => {
  it("expires 10 minutes after it was issued, counted forwards only", async () => {
    const clock = frozenClock();
    const transactions = createSsoTransactions(clock, webRandom);
    const { state } = await transactions.begin(input);
    const kept = await transactions.begin(input);
    clock.advance(-60 * MINUTE);
    clock.advance(10 * MINUTE - 1000);
    expect(transactions.take(kept.state, "b").organizationId).toBe("org_demo");
    clock.advance(2000);
    expect(() => transactions.take(state, "b")).toThrow(/unknown, expired/);
  });
});
