// examples/webhook-receiver's node:http receiver (and the node:https one, which shares its
// listener), run as integrators run it, held to docs/webhooks.md "headers first, then a bounded
// body": an unsigned or oversized upload is refused without being read into memory.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { request } from "node:http";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { generateTestHeaders, generateWebhookSecret } from "../../packages/sdk/src/webhooks/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";


const root = fileURLToPath(new URL("../../", import.meta.url));
const SECRET = generateWebhookSecret();
const MiB = 1024 * 1024;
/** Far more than a receiver should take in before refusing; what socket buffers hold is far less. */
const UPLOAD = 64 * MiB;
const BUFFERED = 8 * MiB;

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let child: ChildProcess;
let base = "";
let output = "";

beforeAll(async () => {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  const env = { ...process.env, PORT: String(port), LPS_WEBHOOK_SECRET: SECRET };
  child = spawn(process.execPath, ["--import", "tsx", "examples/webhook-receiver/src/node-http-receiver.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  await waitFor(() => output.includes("node:http receiver on"), "the receiver listening", 30_000);
  base = `http://127.0.0.1:${port}/webhooks`;
}, 40_000);
afterAll(() => void child?.kill());

/**
 * POSTs `headers`, then streams zeros until the receiver answers or `UPLOAD` bytes are sent.
 * Resolves with the status (-1 when the receiver closed the connection mid-upload: a refusal
 * too, as in sdk-upload.ts) and how many bytes had been written by then.
 */
function upload(headers: Record<string, string>): Promise<{ status: number; sent: number; body: string }> {
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024);
    const req = request(base, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" }, agent: false }, (res) => {
      answered = true;
      const at = sent;
      let body = "";
      res.setEncoding("utf8").on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, sent: at, body }));
      res.on("error", () => resolve({ status: res.statusCode ?? 0, sent: at, body }));
    });
    req.on("error", () => {
      if (!answered) resolve({ status: -1, sent, body: "" });
    });
    const pump = () => {
      while (!answered && sent < UPLOAD) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("examples/webhook-receiver, node:http", { timeout: 60_000 }, () => {
  it("refuses an unsigned POST before reading its body, naming the missing header in its log", async () => {
    const answer = await upload({ "content-type": "application/json" });
    expect([400, -1]).toContain(answer.status);
    if (answer.status === 400) expect(JSON.parse(answer.body)).toEqual({ error: "invalid_webhook" });
    expect(answer.sent).toBeLessThan(BUFFERED);
    await waitFor(() => output.includes("missing x-service-signature"), "the log line");
  });

  it("refuses a signed POST whose body passes 1 MiB with 413, without reading the rest", async () => {
    const headers = await generateTestHeaders({ payload: "{}", secret: SECRET });
    const answer = await upload({ "content-type": "application/json", ...headers });
    expect([413, -1]).toContain(answer.status);
    if (answer.status === 413) expect(JSON.parse(answer.body)).toEqual({ error: "payload_too_large" });
    expect(answer.sent).toBeLessThan(BUFFERED);
  });

  it("refuses a declared Content-Length over 1 MiB before any of the body arrives", { timeout: 10_000 }, async () => {
    const headers = await generateTestHeaders({ payload: "{}", secret: SECRET });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(base, { method: "POST", headers: { ...headers, "content-length": String(2 * MiB) }, agent: false }, (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it("still accepts a signed delivery", async () => {
    const payload = JSON.stringify({ id: "evt_example0001", type: "analysis.completed", created: "2026-11-22T09:31:00Z", version: "2026-11-01", data: { analysis_id: "ana_example0001", city: null, property_type: null, sample_size: 0, median_list_price: null, market_condition: "insufficient_data" } });
    const headers = await generateTestHeaders({ payload, secret: SECRET });
    const response = await fetch(base, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: payload });
    expect(response.status).toBe(200);
    await waitFor(() => output.includes("evt_example0001 analysis.completed"), "the event printed");
  });
});
