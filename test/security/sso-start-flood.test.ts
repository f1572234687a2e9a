import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../mock-server/src/adapters/node/create-engine";
import type { Engine } from "../../mock-server/src/engine/engine-types";
import { frozenClock } from "../../mock-server/test/support/frozen-clock";
import { heapAfterGc } from "./support/memory";

// Issue 33 item 12: GET /sso/start is anonymous and keeps a pending sign-in per request, so it
// is rate-limited per address like /oauth/authorize, and its return_to is capped at 2,048.

const ORIGIN = "http://127.0.0.1:4010";

describe("GET /sso/start under a flood", () => {
  let engine: Engine;
  const clock = frozenClock();
  beforeAll(async () => {
    engine = createEngine({ demoData: false, seed: 5, clock });
    await engine.ready();
    const body = JSON.stringify({ name: "Acme", sso: { idp: "builtin", email_domains: ["acme.test"], default_role: "viewer" } });
    const created = await engine.fetch(new Request(`${ORIGIN}/__sandbox/organizations`, { method: "POST", headers: { "content-type": "application/json" }, body }), { clientIp: "127.0.0.1" });
    expect(created.status).toBe(200);
  });
  afterAll(() => engine.close());

  const start = (clientIp: string, returnTo = "/dashboard") =>
    engine.fetch(new Request(`${ORIGIN}/sso/start?${new URLSearchParams({ org: "acme", return_to: returnTo })}`), { clientIp });

  it("limits one address to its burst, then answers 429 with Retry-After until the bucket refills", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await start("127.0.114.7")).status);
    expect(statuses.filter((status) => status === 302)).toHaveLength(120);
    expect(statuses.slice(120).every((status) => status === 429)).toBe(true);
    expect((await start("127.0.114.7")).headers.get("retry-after")).toBe("1");
    expect((await start("127.0.114.8")).status).toBe(302);
    clock.advance(1000);
    expect((await start("127.0.114.7")).status).toBe(302);
  });

  it("refuses a return_to over 2,048 characters with 400 naming it, and takes one of 2,048", async () => {
    const refused = await start("127.0.114.9", "/" + "a".repeat(2048));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("return_to");
    expect((await start("127.0.114.9", "/" + "a".repeat(2047))).status).toBe(302);
  });

  it("keeps memory bounded: 20,000 sign-ins with distinct 15 KB return_to values hold under 40 MB", async () => {
    let address = 0;
    const flood = async (count: number, length: number) => {
      for (let i = 0; i < count; i++, address++) {
        const ip = `127.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
        const response = await start(ip, `/${address}/`.padEnd(length, "x"));
        await response.arrayBuffer();
      }
    };
    const before = heapAfterGc();
    await flood(20_000, 15_000);
    // The journal keeps up to 16 MiB of requests, these among them; kept, the 10,000 pending
    // sign-ins their return_to values filled would hold about 150 MB more.
    expect(heapAfterGc() - before).toBeLessThan(40);
  }, 60_000);

  it("the pending table stays bounded at the cap: a second 15,000 sign-ins hold no more", async () => {
    let address = 1 << 20;
    const flood = async (count: number) => {
      for (let i = 0; i < count; i++, address++) {
        const ip = `127.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
        const response = await start(ip, `/${address}/`.padEnd(2048, "x"));
        if (response.status !== 302) throw new Error(`request ${address} answered ${response.status}`);
      }
    };
    await flood(15_000);
    const before = heapAfterGc();
    await flood(15_000);
    expect(heapAfterGc() - before).toBeLessThan(3);
  }, 60_000);
});
