import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createWebhookHandler, verifyWebhook, type WebhookEvent } from "@lps/sdk/webhooks";
import { afterEach, describe, expect, it } from "vitest";
import { call, killAll, lpsMock, startServer } from "./support/cli-process";

const TYPES = ["lead.qualified", "property.matched", "message.received", "analysis.completed"] as const;

afterEach(killAll);

/** An integrator's receiver: createWebhookHandler from @lps/sdk/webhooks, with the secret `listen` printed. */
async function receiver() {
  const received: WebhookEvent[] = [];
  const raw: { body: string; headers: Record<string, string> }[] = [];
  let handle: ((request: Request) => Promise<Response>) | undefined;
  // The body is read here, kept for the signature check against another secret, and handed to
  // the fetch-style handler: two readers of one Node stream would race for its chunks.
  const server: Server = createServer((req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    if (!handle) return void res.writeHead(503).end();
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      raw.push({ body, headers });
      const answer = await handle!(new Request("http://receiver.test/webhooks", { method: "POST", headers, body }));
      res.writeHead(answer.status).end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    raw,
    useSecret(secret: string) {
      const on = Object.fromEntries(TYPES.map((type) => [type, (event: WebhookEvent) => void received.push(event)]));
      handle = createWebhookHandler({ secret, on });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("lps-mock listen + trigger, through real processes", { timeout: 90_000 }, () => {
  it("delivers each event type, signed with the printed secret, to a createWebhookHandler receiver", async () => {
    const server = await startServer(["--seed", "21"]);
    const app = await receiver();
    const listen = lpsMock(["listen", "--forward-to", app.url, "--server", server.url]);
    const [, secret] = await listen.waitFor(/signing secret: (whsec_\S+)/);
    app.useSecret(secret!);

    for (const type of TYPES) {
      const trigger = await lpsMock(["trigger", type, "--server", server.url]).exited;
      expect(trigger.code, trigger.stderr).toBe(0);
      const eventId = /Triggered \S+: (evt_\w+)/.exec(trigger.stdout)?.[1];
      expect(trigger.stdout).toMatch(/attempt 1: succeeded 200/);
      expect(app.received.map((event) => event.id)).toContain(eventId);
      expect(app.received.find((event) => event.id === eventId)?.type).toBe(type);
      await listen.waitFor(new RegExp(`${type} ${eventId} attempt 1 -> 200`));
    }

    // The signature is real: the same bytes fail under another secret.
    const { body, headers } = app.raw[0]!;
    await expect(verifyWebhook(body, headers, secret!)).resolves.toMatchObject({ id: expect.stringMatching(/^evt_/) });
    await expect(verifyWebhook(body, headers, `whsec_${"A".repeat(43)}`)).rejects.toThrow();

    listen.child.kill("SIGINT");
    const stopped = await listen.exited;
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain("registration was deleted");
    const hooks = await call(`${server.base_url}/webhooks`, "GET", undefined, server.api_key);
    expect((hooks.json!.data as { url: string }[]).filter((hook) => hook.url.startsWith("http://127.0.0.1"))).toEqual([]);
    await app.close();
  });

  it("prints the status of a receiver that refuses a delivery, and the body with --print-json", async () => {
    const server = await startServer(["--seed", "22"]);
    const app = await receiver();
    const listen = lpsMock(["listen", "--forward-to", app.url, "--events", "message.received", "--print-json", "--server", server.url]);
    await listen.waitFor(/signing secret: whsec_/);
    // The receiver was configured with another endpoint's secret: every delivery fails verification.
    app.useSecret(`whsec_${"B".repeat(43)}`);
    const trigger = await lpsMock(["trigger", "message.received", "--wait", "0", "--server", server.url]).exited;
    expect(trigger.code).toBe(0);
    const [, eventId] = await listen.waitFor(/message\.received (evt_\w+) attempt 1 -> 400/);
    // --print-json: the event body follows its line.
    await listen.waitFor(new RegExp(`\\{"id":"${eventId}","type":"message\\.received"`));
    expect(app.received).toEqual([]);
    await app.close();
  });

  it("names the event types, and refuses an unknown one with a suggestion", async () => {
    const list = await lpsMock(["trigger", "--list"]).exited;
    for (const type of TYPES) expect(list.stdout).toContain(type);
    const typo = await lpsMock(["trigger", "lead.qualifed"]).exited;
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('did you mean lead.qualified?');
  });

  it("refuses a --forward-to with credentials and repeated --events before registering anything, never echoing the password", async () => {
    const creds = await lpsMock(["listen", "--forward-to", "http://user:pw@127.0.0.1:9/hook", "--server", "http://127.0.0.1:9"]).exited;
    expect(creds.code).toBe(2);
    expect(creds.stderr).toContain("--forward-to");
    expect(creds.stderr).toContain("without a user name or password");
    expect(creds.stderr).not.toContain("pw@");
    const twice = await lpsMock(["listen", "--forward-to", "http://127.0.0.1:9/hook", "--events", "lead.qualified,lead.qualified", "--server", "http://127.0.0.1:9"]).exited;
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('--events: "lead.qualified" is given twice');
  });

  it("gives each command's help by flag or by `help`, and suggests a near command", async () => {
    const byFlag = await lpsMock(["listen", "--help"]).exited;
    const byWord = await lpsMock(["help", "listen"]).exited;
    expect(byFlag.code).toBe(0);
    expect(byFlag.stdout).toContain("Usage: lps-mock listen --forward-to <url>");
    expect(byFlag.stdout).toMatch(/Exit codes: 0 .*, 1 .*, 2 .*, 3 /);
    expect(byWord.stdout).toBe(byFlag.stdout);
    const typo = await lpsMock(["lsiten"]).exited;
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('unknown command "lsiten"; did you mean listen?');
  });

  it("says in one line that no server answers, and how to start one", async () => {
    const { code, stderr } = await lpsMock(["trigger", "lead.qualified", "--server", "http://127.0.0.1:9"]).exited;
    expect(code).toBe(3);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/no lps-mock server answers at http:\/\/127\.0\.0\.1:9; start one with `npx lps-mock`/);
  });
});
