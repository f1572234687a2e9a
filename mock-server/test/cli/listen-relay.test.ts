import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startLocalSite } from "../support/local-site";
import { call, killAll, lpsMock, startServer } from "./support/cli-process";

// `lps-mock listen` opens a port on loopback that every page of the developer's browser can
// reach. The attacker's steps of issue 33: a web page POSTs a forged event to it (a form or a
// no-cors fetch, with Origin), or a DNS-rebound name reaches it (foreign Host), or a local
// process posts without the webhook's secret. None may reach the receiver or print as a delivery.

afterEach(killAll);

async function receiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const site = await startLocalSite((req, res) => {
    let body = "";
    req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    req.on("end", () => (received.push({ headers: req.headers, body }), res.writeHead(200).end("receiver ok")));
  });
  return { url: `${site.url()}hook`, received, close: site.close };
}

/** A raw POST: node's fetch would not send a foreign Host. */
function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers: { "content-type": "application/json", ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), text }));
    });
    req.on("error", reject).end(body);
  });
}

const FORGED = JSON.stringify({ id: "evt_forged", type: "lead.qualified", data: { lead_id: "lead_x" } });
const now = () => String(Math.floor(Date.now() / 1000));

describe("lps-mock listen relays the server's signed deliveries only", { timeout: 60_000 }, () => {
  it("refuses a web page's POST, a foreign Host and unsigned or badly signed bodies; a real delivery arrives", async () => {
    const hook = await receiver();
    try {
      const server = await startServer(["--seed", "35"]);
      const listen = lpsMock(["listen", "--forward-to", hook.url, "--server", server.url]);
      await listen.waitFor(/signing secret: whsec_/);
      const hooks = await call(`${server.base_url}/webhooks`, "GET", undefined, server.api_key);
      const relay = (hooks.json!.data as { url: string }[]).find((h) => h.url.startsWith("http://127.0.0.1"))!.url;
      const relayHost = new URL(relay).host;

      const attacks = {
        "a web page": { origin: "http://evil.example" },
        "a rebound name": { host: `evil.example:${new URL(relay).port}` },
        "no signature": {},
        "a bad signature": { "x-service-timestamp": now(), "x-service-signature": `v1=${"0".repeat(64)}` },
      };
      for (const [name, headers] of Object.entries(attacks)) {
        const answer = await post(relay, headers, FORGED);
        expect({ name, status: answer.status }).toEqual({ name, status: 403 });
        expect(answer.type).toBe("application/problem+json");
        expect(JSON.parse(answer.text)).toMatchObject({ status: 403, code: expect.any(String) });
        expect(answer.text).not.toContain("receiver ok");
      }
      expect(hook.received).toEqual([]);

      expect((await call(`${server.url}/__sandbox/events`, "POST", { type: "lead.qualified" })).status).toBe(200);
      const qualified = () => hook.received.find((r) => (JSON.parse(r.body) as { type: string }).type === "lead.qualified");
      await expect.poll(qualified, { timeout: 10_000 }).toBeDefined();
      expect(qualified()!.headers["x-service-signature"]).toMatch(/^v1=/);
      expect(qualified()!.headers.host).not.toBe(relayHost);
      expect(hook.received.map((r) => r.body)).not.toContain(FORGED);
      await listen.waitFor(/lead\.qualified evt_\w+ attempt 1 -> 200/);

      const printed = listen.stdout();
      expect(printed).not.toContain("evt_forged");
      expect(printed.match(/refused a request that is not a delivery/g)).toHaveLength(4);
      expect(printed).toMatch(/refused .*Origin: http:\/\/evil\.example/);
      expect(printed).toMatch(/refused .*foreign Host \(evil\.example/);
    } finally {
      await hook.close();
    }
  });
});
