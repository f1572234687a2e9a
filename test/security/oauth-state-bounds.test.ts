import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../mock-server/src/adapters/node/create-engine";
import type { Engine } from "../../mock-server/src/engine/engine-types";
import { frozenClock } from "../../mock-server/test/support/frozen-clock";
import { codeRequest, createHarness } from "../../mock-server/test/oauth/harness";
import { heapAfterGc, rssAfterGc } from "./support/memory";

// Issue 23 item 6: unauthenticated authorization requests are rate-limited per address, pending
// consents and codes expire, and memory stays bounded under a flood.

const ORIGIN = "http://127.0.0.1:4010";

describe("the authorization endpoint under a flood", () => {
  let engine: Engine;
  const clock = frozenClock();
  beforeAll(async () => {
    engine = createEngine({ demoData: false, seed: 5, clock });
    await engine.ready();
  });
  afterAll(() => engine.close());

  // Loopback addresses (all of 127.0.0.0/8): without --auth their callers consent as the demo
  // owner, so each request leaves a consent page behind; others would be sent to sign in first.
  const authorize = (clientIp: string) => {
    const client = engine.demo.oauthClient!;
    const query = new URLSearchParams({ client_id: client.client_id, redirect_uri: client.redirect_uri, response_type: "code" });
    return engine.fetch(new Request(`${ORIGIN}/oauth/authorize?${query}`), { clientIp });
  };

  it("limits one address to its burst, then answers 429 with Retry-After until the bucket refills", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await authorize("127.0.113.7")).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.slice(120).every((status) => status === 429)).toBe(true);
    const limited = await authorize("127.0.113.7");
    expect(limited.headers.get("retry-after")).toBe("1");
    expect((await authorize("127.0.113.8")).status).toBe(200);
    clock.advance(1000);
    expect((await authorize("127.0.113.7")).status).toBe(200);
  });

  it("keeps memory bounded: a second 15,000 consent pages from new addresses hold no more", async () => {
    let address = 0;
    const flood = async (count: number) => {
      for (let i = 0; i < count; i++, address++) {
        const response = await authorize(`127.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`);
        if (response.status !== 200) throw new Error(`request ${address} answered ${response.status}`);
        await response.arrayBuffer();
      }
    };
    // The first flood fills every capped table (10,000 consents, 10,000 addresses) to its bound.
    await flood(15_000);
    const before = { heap: heapAfterGc(), rss: rssAfterGc() };
    await flood(15_000);
    const grown = { heap: heapAfterGc() - before.heap, rss: rssAfterGc() - before.rss };
    // Unbounded, 15,000 more pending consents and buckets would hold about 8 MB of heap.
    expect(grown.heap).toBeLessThan(3);
    expect(grown.rss).toBeLessThan(32);
  }, 30_000);
});

describe("pending state expires", () => {
  it("a code is refused 61 s after it was issued", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    h.clock.advance(61_000);
    const response = await h.token(codeRequest(client, code, verifier));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("invalid_grant");
  });

  it("a code is accepted 59 s after it was issued (the test is not vacuous)", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    h.clock.advance(59_000);
    expect((await h.token(codeRequest(client, code, verifier))).status).toBe(200);
  });
});
