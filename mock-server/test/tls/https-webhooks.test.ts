import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, request, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { verifyWebhook } from "@lps/sdk/webhooks";
import "reflect-metadata";
import * as x509 from "@peculiar/x509";
import { afterEach, describe, expect, it } from "vitest";
import { startMockServer, type MockServer } from "../../src/index";
import { createCa, issueLeaf, validFor, type PemPair } from "../../src/adapters/tls/certificate-issuer";
import { loadOrCreateCa } from "../../src/adapters/tls/local-ca";
import { issueReceiverCertificate } from "../../src/adapters/tls/receiver-certificate";
import { waitFor, type Json } from "../events/support/event-server";
import { cleanupTlsDirs, tempTlsDir } from "./support";

interface Received {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  cleanupTlsDirs();
});

/** An HTTPS webhook receiver on 127.0.0.1 that answers 200 and keeps what it got. */
async function httpsReceiver({ certPem, keyPem }: PemPair) {
  const received: Received[] = [];
  const server: Server = createServer({ cert: certPem, key: keyPem }, (req, res) => {
    let body = "";
    req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ body, headers: req.headers });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return { port: (server.address() as AddressInfo).port, received };
}

/** What a developer gets from a quick self-signed certificate generator: a leaf signed by its own key. */
async function selfSignedLeaf(ip: string): Promise<PemPair> {
  const algorithm = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };
  const keys = await crypto.subtle.generateKey(algorithm, true, ["sign", "verify"]);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: "01",
    name: "CN=receiver",
    ...validFor(30),
    keys,
    signingAlgorithm: algorithm,
    extensions: [new x509.SubjectAlternativeNameExtension([{ type: "ip", value: ip }])],
  }, crypto);
  const pkcs8 = await crypto.subtle.exportKey("pkcs8", keys.privateKey);
  return { certPem: cert.toString("pem"), keyPem: x509.PemConverter.encode(pkcs8, "PRIVATE KEY") };
}

async function tlsServer(options: Parameters<typeof startMockServer>[0] = {}) {
  const tlsDir = tempTlsDir();
  const server = await startMockServer({ port: 0, demoData: false, seed: 3, webhookTimeScale: 0.001, tls: true, tlsDir, ...options });
  closers.push(() => server.stop());
  return { server, tlsDir, ca: server.caCert ? readFileSync(server.caCert, "utf8") : undefined };
}

/** A JSON call to the server through node:https, trusting `ca`. */
function call(server: MockServer, ca: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
  return new Promise((resolve, reject) => {
    const url = path.startsWith("/__sandbox") ? server.url + path : server.baseUrl + path;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { authorization: `Bearer ${server.apiKey}`, ...(payload ? { "content-type": "application/json" } : {}) };
    const send = url.startsWith("https:") ? request : httpRequest;
    const req = send(url, { method, headers, ca, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : undefined }));
    });
    req.on("error", reject);
    req.end(payload);
  });
}

/** Registers `url`, triggers one event, and returns the webhook's first settled attempt. */
async function deliverOnce(server: MockServer, ca: string | undefined, url: string) {
  const created = await call(server, ca, "POST", "/webhooks", { url, events: ["analysis.completed"] });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const trigger = await call(server, ca, "POST", "/__sandbox/trigger", { type: "analysis.completed" });
  expect(trigger.status, JSON.stringify(trigger.json)).toBeLessThan(300);
  const attempt = await waitFor(async () => {
    const list = await call(server, ca, "GET", `/webhooks/${created.json.id as string}/deliveries`);
    return (list.json.data as Json[]).find((record) => record.status !== "pending");
  }, "a settled delivery attempt");
  return { attempt, secret: created.json.secret as string };
}

describe("HTTPS webhook delivery: trusted receivers", () => {
  it("delivers a signed event to a receiver whose certificate comes from `tls cert`", async () => {
    const { server, tlsDir, ca } = await tlsServer();
    const issued = await issueReceiverCertificate(tlsDir, ["localhost", "127.0.0.1"]);
    const receiver = await httpsReceiver({ certPem: readFileSync(issued.certPath, "utf8"), keyPem: readFileSync(issued.keyPath, "utf8") });
    const { attempt, secret } = await deliverOnce(server, ca, `https://localhost:${receiver.port}/hooks`);
    expect(attempt).toMatchObject({ status: "succeeded", response_status: 200, error: null });
    const [delivered] = receiver.received;
    const event = await verifyWebhook(delivered!.body, delivered!.headers, secret, { now: Math.floor(server.engine.clock.now() / 1000) });
    expect(event.type).toBe("analysis.completed");
  });

  it("trusts a CA given as webhookCa (--webhook-ca), with or without TLS on the server", async () => {
    const other = tempTlsDir();
    const issued = await issueReceiverCertificate(other, ["127.0.0.1"]);
    const receiver = await httpsReceiver({ certPem: readFileSync(issued.certPath, "utf8"), keyPem: readFileSync(issued.keyPath, "utf8") });
    const { server } = await tlsServer({ tls: false, webhookCa: readFileSync(issued.caCertPath, "utf8") });
    const { attempt } = await deliverOnce(server, undefined, `https://127.0.0.1:${receiver.port}/hooks`);
    expect(attempt).toMatchObject({ status: "succeeded", response_status: 200 });
  });
});

describe("HTTPS webhook delivery: TLS failures are failed attempts with their reason", () => {
  it("an expired certificate", async () => {
    const { server, tlsDir, ca } = await tlsServer();
    const localCa = await loadOrCreateCa(tlsDir);
    const day = 86_400_000;
    const expired = await issueLeaf(localCa, ["127.0.0.1"], { notBefore: new Date(Date.now() - 30 * day), notAfter: new Date(Date.now() - day) });
    const receiver = await httpsReceiver(expired);
    const { attempt } = await deliverOnce(server, ca, `https://127.0.0.1:${receiver.port}/hooks`);
    expect(attempt).toMatchObject({ status: "failed", response_status: null });
    expect(attempt.error).toBe("TLS handshake failed: certificate has expired (CERT_HAS_EXPIRED)");
    expect(receiver.received).toHaveLength(0);
  });

  it("a certificate for another host name", async () => {
    const { server, tlsDir, ca } = await tlsServer();
    const issued = await issueReceiverCertificate(tlsDir, ["other.localhost"]);
    const receiver = await httpsReceiver({ certPem: readFileSync(issued.certPath, "utf8"), keyPem: readFileSync(issued.keyPath, "utf8") });
    const { attempt } = await deliverOnce(server, ca, `https://localhost:${receiver.port}/hooks`);
    expect(attempt.status).toBe("failed");
    expect(attempt.error).toMatch(/^TLS handshake failed: hostname mismatch.*\(ERR_TLS_CERT_ALTNAME_INVALID\)$/);
  });

  it("a self-signed certificate, and one from a CA nobody trusts", async () => {
    const { server, ca } = await tlsServer();
    const lone = await httpsReceiver(await selfSignedLeaf("127.0.0.1"));
    const first = await deliverOnce(server, ca, `https://127.0.0.1:${lone.port}/hooks`);
    expect(first.attempt.error).toMatch(/^TLS handshake failed: self-signed certificate/);

    const strangerCa = await createCa(validFor(30));
    const stranger = await httpsReceiver(await issueLeaf(strangerCa, ["127.0.0.1"], validFor(30)));
    const second = await deliverOnce(server, ca, `https://127.0.0.1:${stranger.port}/hooks`);
    expect(second.attempt.error).toBe("TLS handshake failed: certificate is not signed by a trusted CA (UNABLE_TO_VERIFY_LEAF_SIGNATURE)");
  });
});
