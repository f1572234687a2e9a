import { describe, expect, it } from "vitest";
import { codeRequest, createHarness, json, refreshRequest } from "../../mock-server/test/oauth/harness";

// Issue 23 item 4: a code or refresh token used N times at once wins exactly once; every other
// use is reuse (invalid_grant) and revokes the grant, the winner's tokens included (RFC 9700).

const ROUNDS = 50;
const PARALLEL = 10;

describe("single-use credentials under concurrency", () => {
  it(`an authorization code: ${ROUNDS} rounds of ${PARALLEL} parallel exchanges, one success each`, async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    for (let round = 0; round < ROUNDS; round++) {
      const { code, verifier } = await h.issueCode(client);
      const body = codeRequest(client, code, verifier);
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => h.token(body)));
      const won = answers.filter((answer) => answer.status === 200);
      expect(won).toHaveLength(1);
      for (const lost of answers.filter((answer) => answer.status !== 200)) {
        expect(lost.status).toBe(400);
        expect(await json<{ error: string }>(lost)).toMatchObject({ error: "invalid_grant" });
      }
      // The reuse revoked the grant: the winner's tokens are dead too.
      const tokens = await json(won[0]!);
      expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
      expect((await h.token(refreshRequest(client, tokens.refresh_token))).status).toBe(400);
    }
  });

  it(`a refresh token: ${ROUNDS} rounds of ${PARALLEL} parallel refreshes, one success each`, async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    for (let round = 0; round < ROUNDS; round++) {
      const { response } = await h.exchange(client);
      const { refresh_token } = await json(response);
      const body = refreshRequest(client, refresh_token);
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => h.token(body)));
      const won = answers.filter((answer) => answer.status === 200);
      expect(won).toHaveLength(1);
      for (const lost of answers.filter((answer) => answer.status !== 200)) {
        expect(await json<{ error: string }>(lost)).toMatchObject({ error: "invalid_grant" });
      }
      const tokens = await json(won[0]!);
      expect(await h.server.verifyAccessToken(tokens.access_token)).toBeNull();
      expect((await h.token(refreshRequest(client, tokens.refresh_token))).status).toBe(400);
    }
    expect(h.audit.filter((entry) => entry.action === "oauth.refresh_token.reused").length).toBeGreaterThanOrEqual(ROUNDS);
  });

  it("a single use still works and keeps its tokens live (the race test is not vacuous)", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { response } = await h.exchange(client);
    expect(response.status).toBe(200);
    const first = await json(response);
    const refreshed = await h.token(refreshRequest(client, first.refresh_token));
    expect(refreshed.status).toBe(200);
    const second = await json(refreshed);
    expect(await h.server.verifyAccessToken(second.access_token)).not.toBeNull();
  });
});
