import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { attachTerminalLog } from "../../src/cli/terminal-log";
import { startTestServer } from "../../src/adapters/testing";

describe("the request log while serving", { timeout: 30_000 }, () => {
  it("writes one JSON line per request and per ended webhook delivery, each parsing on its own", async () => {
    const receiver = createServer((_req, res) => res.writeHead(204).end());
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const server = await startTestServer();
    const written: string[] = [];
    const stop = attachTerminalLog(server.engine, { stream: { write: (text: string) => written.push(text), isTTY: false }, env: {} });
    try {
      const { port } = receiver.address() as AddressInfo;
      const webhook = await server.client().webhooks.create({ url: `http://127.0.0.1:${port}/hook`, events: ["analysis.completed"] });
      await fetch(`${server.url}/__sandbox/trigger`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "analysis.completed" }) });
      await server.waitForDelivery({ webhook_id: webhook.id });
      await fetch(`${server.baseUrl}/properties?colour=blue`, { headers: { authorization: `Bearer ${server.apiKey}` } });
      await expect.poll(() => written.join("").trimEnd().split("\n").length).toBe(3);
      const lines = written.join("").trimEnd().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines[0]).toMatchObject({ method: "POST", path: "/v1/webhooks", status: 200, operation_id: "createWebhook", violations: [] });
      expect(lines[1]).toMatchObject({ webhook_delivery: { webhook_id: webhook.id, status: "succeeded", response_status: 204 } });
      expect(lines[2]).toMatchObject({ path: "/v1/properties", violations: [{ pointer: "/query/colour" }] });
      expect(written.join("")).not.toContain(server.apiKey);
    } finally {
      stop();
      await server.close();
      receiver.close();
    }
  });

  it("prints pretty lines on a terminal, without colour under NO_COLOR, and nothing when off", async () => {
    const server = await startTestServer();
    const pretty: string[] = [];
    const off: string[] = [];
    const stops = [
      attachTerminalLog(server.engine, { stream: { write: (text: string) => pretty.push(text), isTTY: true }, env: { NO_COLOR: "1" } }),
      attachTerminalLog(server.engine, { mode: "off", stream: { write: (text: string) => off.push(text), isTTY: true }, env: {} }),
    ];
    try {
      await fetch(`${server.baseUrl}/nowhere`, { headers: { authorization: `Bearer ${server.apiKey}` } });
      await expect.poll(() => pretty.length).toBe(1); // one write for the entry and its violation
      expect(pretty[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} {2}GET {5}\/v1\/nowhere {2}404 {2}[\d.]+ ms {2}- {2}✗ 1 violation\n {13}request \(whole request\) GET \/v1\/nowhere is not a documented path/);
      expect(pretty[0]).not.toContain("\u001b[");
      expect(off).toEqual([]);
    } finally {
      stops.forEach((stop) => stop());
      await server.close();
    }
  });

});
