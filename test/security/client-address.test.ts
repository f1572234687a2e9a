import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../mock-server/src/adapters/node/create-engine";
import type { Engine, RequestContext } from "../../mock-server/src/engine/engine-types";
import { sendAndCut } from "./support/raw-socket";
import { LEAD, serve, type Served } from "./support/served";

// Issue 23 item 1: an address the server cannot read must never count as loopback.

describe("an unknown client address over a socket", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.server.stop());

  it("does not pass a 127.0.0.1/32 allowlist when the client resets right after sending", async () => {
    const { key } = await s.issueKey(["leads.read", "leads.write"], ["127.0.0.1/32"]);
    const body = JSON.stringify(LEAD);
    const request =
      `POST /v1/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const port = Number(new URL(s.server.url).port);
    for (let round = 0; round < 40; round++) await sendAndCut(port, request, { localAddress: "127.0.0.2", reset: true });
    // Let the server finish whatever it read.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const leads = await s.call("GET", "/v1/leads");
    expect(leads.status).toBe(200);
    expect(leads.json.data).toEqual([]);
    const audit = await s.call("GET", "/__sandbox/audit-log", { key: null });
    const entries: { action: string; ip: string }[] = audit.json.data ?? [];
    expect(entries.filter((entry) => entry.action === "lead.created")).toEqual([]);
  });
});

describe("engine.fetch without a client address", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = createEngine({ demoData: false, seed: 3 });
    await engine.ready();
  });
  afterAll(() => engine.close());

  const post = (path: string) =>
    new Request(`http://127.0.0.1:4010${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${engine.demo.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify(LEAD),
    });

  it.each([
    ["no context", undefined],
    ["no clientIp", {}],
    ["an empty clientIp", { clientIp: "" }],
    ["a clientIp that is not an address", { clientIp: "localhost" }],
  ])("is refused with 403 before any route runs: %s", async (_name, context) => {
    const response = await engine.fetch(post("/v1/leads"), context as unknown as RequestContext);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe("ip_not_allowed");
    const reset = await engine.fetch(new Request("http://127.0.0.1:4010/__sandbox/reset", { method: "POST" }), context as unknown as RequestContext);
    expect(reset.status).toBe(403);
    const leads = await engine.fetch(new Request("http://127.0.0.1:4010/v1/leads", { headers: { authorization: `Bearer ${engine.demo.apiKey}` } }), { clientIp: "127.0.0.1" });
    expect(((await leads.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it("answers a caller that says who it is", async () => {
    const response = await engine.fetch(post("/v1/leads"), { clientIp: "::1" });
    expect(response.status).toBe(200);
  });
});
