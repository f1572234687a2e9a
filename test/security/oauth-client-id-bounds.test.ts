import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heapAfterGc } from "./support/memory";
import { serve, type Served } from "./support/served";

// Issue 33 item 5: a failed client authentication stores nothing the caller sized. Every wrong
// client_id used to stay in the throttle table for good, and whole in the audit log.

// oauth.yaml, ClientId maxLength.
const MAX_CLIENT_ID = 64;

let s: Served;
beforeAll(async () => {
  s = await serve();
});
afterAll(() => s.server.stop());

const tokenRequest = (fields: Record<string, string>) =>
  fetch(`${s.server.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: "lps_rt_x", client_secret: "guess", ...fields }),
  });

const failures = async (limit: number) =>
  (await s.call("GET", `/__sandbox/audit-log?limit=${limit}`, { key: null })).json.data.filter(
    (entry: { action: string }) => entry.action === "oauth.client_auth.failed",
  ) as { actor: string }[];

describe("client_id at the token endpoint", () => {
  it(`over ${MAX_CLIENT_ID} characters is refused as invalid_client, audited with ${MAX_CLIENT_ID} at most`, async () => {
    const answer = await tokenRequest({ client_id: "c".repeat(16 * 1000) });
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { error: string }).error).toBe("invalid_client");
    const [entry] = await failures(1);
    expect(entry?.actor.length).toBeLessThanOrEqual(MAX_CLIENT_ID);
  });

  it(`of ${MAX_CLIENT_ID} characters is judged as before: unknown, so invalid_client (the cap is not vacuous)`, async () => {
    const answer = await tokenRequest({ client_id: "c".repeat(MAX_CLIENT_ID) });
    expect(answer.status).toBe(401);
    expect((await failures(1))[0]?.actor).toBe("c".repeat(MAX_CLIENT_ID));
  });

  it("2,000 failures with distinct long client_ids, or short ones in padded bodies, keep the heap flat", async () => {
    let n = 0;
    const flood = async (count: number) => {
      for (let i = 0; i < count; i++, n++) {
        const id = String(n).padStart(8, "0");
        // Half over the cap, half under it in a body padded to the form limit: a short value cut
        // out of a big body must not keep the body alive either.
        const fields: Record<string, string> = n % 2 ? { client_id: id.repeat(2000) } : { client_id: `cli_${id}`, padding: "p".repeat(15_000) };
        const answer = await tokenRequest(fields);
        if (answer.status !== 401) throw new Error(`request ${n} answered ${answer.status}`);
        await answer.arrayBuffer();
      }
    };
    // A first round fills what is capped by count whatever the keys (the request journal keeps
    // the last 1,000 requests), and what every request allocates once.
    await flood(1200);
    const before = heapAfterGc();
    await flood(2000);
    // Unbounded, the 1,000 ids of 16 KB alone are 16 MB; capped, 2,000 audit entries are 1 MB.
    expect(heapAfterGc() - before).toBeLessThan(6);
  }, 120_000);
});
