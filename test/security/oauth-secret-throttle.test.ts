import { describe, expect, it } from "vitest";
import { createHarness } from "../../mock-server/test/oauth/harness";

// Issue 23 item 9: the client-secret throttle holds whatever the attacker's parallelism. The
// clock is frozen, so the schedule (250 ms after the first failure) allows exactly one check.

const PARALLEL = 50;

/** A server, a confidential client, and a revocation request presenting `secret`. */
async function setup() {
  const h = createHarness();
  const client = await h.client({ auto_approve: true });
  const revoke = (secret: string) =>
    h.call("/oauth/revoke", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: "x", client_id: client.client_id, client_secret: secret }).toString(),
    });
  return { h, client, revoke };
}

describe("the client-secret throttle under parallel guesses", () => {
  it(`checks one of ${PARALLEL} parallel wrong secrets and slows the rest down`, async () => {
    const { h, revoke } = await setup();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => revoke(`wrong-${i}`)));
    const checked = h.audit.filter((entry) => entry.action === "oauth.client_auth.failed");
    expect(checked).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(PARALLEL - 1);
  });

  it("lets the right secret through once the delay has passed (the test is not vacuous)", async () => {
    const { h, client, revoke } = await setup();
    expect((await revoke("wrong")).status).toBe(401);
    expect((await revoke(client.client_secret!)).status).toBe(429);
    h.clock.advance(250);
    expect((await revoke(client.client_secret!)).status).toBe(200);
  });
});
