// The HTTPS variants of the examples, run as integrators run them: separate Node processes
// against the reference server started with `tls: true`.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { readFileSync } from "node:fs";
import { request } from "node:https";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { startMockServer, type MockServer } from "../../src/index";
import { issueReceiverCertificate } from "../../src/adapters/tls/receiver-certificate";
import { waitFor } from "../events/support/event-server";
import { cleanupTlsDirs, tempTlsDir } from "./support";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const run = promisify(execFile);
const started: { server?: MockServer; child?: ChildProcess }[] = [];
afterEach(async () => {
  for (const { server, child } of started.splice(0)) {
    child?.kill();
    await server?.stop();
  }
  cleanupTlsDirs();
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function tlsServer() {
  const tlsDir = tempTlsDir();
  const server = await startMockServer({ port: 0, seed: 9, tls: true, tlsDir, scoringDelayMs: 0 });
  started.push({ server });
  return { server, tlsDir, ca: readFileSync(server.caCert!, "utf8") };
}

function post(url: string, ca: string, body: unknown, key?: string): Promise<{ status: number; json: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const headers = { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) };
    request(url, { method: "POST", ca, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
    })
      .on("error", reject)
      .end(JSON.stringify(body));
  });
}

describe("examples over HTTPS", { timeout: 60_000 }, () => {
  it("the quickstart runs against --tls with NODE_EXTRA_CA_CERTS", async () => {
    const { server } = await tlsServer();
    const env = { ...process.env, LPS_API_KEY: server.apiKey, LPS_BASE_URL: server.url, NODE_EXTRA_CA_CERTS: server.caCert! };
    const { stdout } = await run(process.execPath, ["--import", "tsx", "examples/quickstart/index.mjs"], { cwd: root, env, timeout: 60_000 });
    expect(stdout).toMatch(/^property {2}prop_\w+ {2}\$1,250,000 {2}San Francisco$/m);
    expect(stdout).toMatch(/^score {5}\d+\/100 /m);
  });

  it("the HTTPS receiver, with a certificate from `tls cert`, gets and verifies a delivery", async () => {
    const { server, tlsDir, ca } = await tlsServer();
    const issued = await issueReceiverCertificate(tlsDir, ["localhost", "127.0.0.1"]);
    const port = await freePort();
    const created = await post(`${server.baseUrl}/webhooks`, ca, { url: `https://localhost:${port}/webhooks`, events: ["lead.qualified"] }, server.apiKey);
    expect(created.status).toBe(200);
    const env = { ...process.env, PORT: String(port), LPS_WEBHOOK_SECRET: created.json.secret!, TLS_CERT: issued.certPath, TLS_KEY: issued.keyPath };
    const child = spawn(process.execPath, ["--import", "tsx", "examples/webhook-receiver/src/https-receiver.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
    started.push({ child });
    let output = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    await waitFor(() => output.includes("node:https receiver on"), "the receiver listening");

    expect((await post(`${server.url}/__sandbox/trigger`, ca, { type: "lead.qualified" })).status).toBeLessThan(300);
    await waitFor(() => /evt_\w+ lead\.qualified: /.test(output), "the verified event printed by the receiver");
    child.kill();
    await once(child, "exit");
  });
});
