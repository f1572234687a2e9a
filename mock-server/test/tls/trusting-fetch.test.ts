import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createCa, issueLeaf, validFor } from "../../src/adapters/tls/certificate-issuer";
import { trustingFetch, webhookTrust } from "../../src/adapters/tls/trusting-fetch";
import { cleanupTlsDirs, tempTlsDir } from "./support";

const servers: Server[] = [];
afterEach(() => {
  cleanupTlsDirs();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** An HTTPS server on 127.0.0.1 with a leaf of a fresh CA; `answer` writes each reply. */
async function serve(answer: Parameters<typeof createServer>[1]) {
  const ca = await createCa(validFor(30));
  const leaf = await issueLeaf(ca, ["127.0.0.1"], validFor(30));
  const server = createServer({ cert: leaf.certPem, key: leaf.keyPem }, answer);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, ca: ca.certPem };
}

describe("trustingFetch", () => {
  it("posts the body and headers, and answers status, headers and body as fetch does", async () => {
    const { url, ca } = await serve((req, res) => {
      let body = "";
      req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      req.on("end", () => res.writeHead(202, { "x-seen": `${req.method} ${req.headers["x-service-event-id"]} ${body}` }).end("ok"));
    });
    const response = await trustingFetch(async () => [ca])(url, { method: "POST", body: "{}", headers: { "x-service-event-id": "evt_1" } });
    expect(response.status).toBe(202);
    expect(response.headers.get("x-seen")).toBe("POST evt_1 {}");
    expect(await response.text()).toBe("ok");
  });

  it("sends a byte body as sent, and rejects an aborted call with the signal's reason, as fetch does", async () => {
    const { url, ca } = await serve((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => (req.headers["x-hang"] ? undefined : res.end(Buffer.concat(chunks).toString("hex"))));
    });
    const send = trustingFetch(async () => [ca]);
    const bytes = new Uint8Array([0x7b, 0xc3, 0xa9, 0x7d]);
    expect(await (await send(url, { method: "POST", body: bytes })).text()).toBe("7bc3a97d");
    const late = send(url, { method: "POST", body: "", headers: { "x-hang": "1" }, signal: AbortSignal.timeout(200) });
    await expect(late).rejects.toMatchObject({ name: "TimeoutError" });
  });

  it("gives a 204 no body, and a redirect as it is, not followed", async () => {
    const { url, ca } = await serve((req, res) => (req.url === "/hooks" ? res.writeHead(307, { location: "/elsewhere" }).end() : res.writeHead(204).end()));
    const send = trustingFetch(async () => [ca]);
    const redirect = await send(url, { method: "POST", body: "", redirect: "manual" });
    expect([redirect.status, redirect.headers.get("location")]).toEqual([307, "/elsewhere"]);
    const empty = await send(url.replace("/hooks", "/other"), { method: "POST", body: "" });
    expect([empty.status, empty.body]).toEqual([204, null]);
  });

  it("rejects like fetch, with Node's code as the cause, when the CA is not in its list", async () => {
    const { url } = await serve((_, res) => res.end());
    const error = await trustingFetch(() => webhookTrust([], {}))(url, { method: "POST", body: "" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as { cause: { code: string } }).cause.code).toBe("UNABLE_TO_VERIFY_LEAF_SIGNATURE");
  });

  it("stops when its signal aborts", async () => {
    const { url, ca } = await serve(() => undefined);
    const controller = new AbortController();
    const pending = trustingFetch(async () => [ca])(url, { method: "POST", body: "", signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow();
  });

  it("reads NODE_EXTRA_CA_CERTS, which Node ignores once a CA list is given", async () => {
    const file = join(tempTlsDir(), "extra.pem");
    writeFileSync(file, "-----BEGIN CERTIFICATE-----\nX\n-----END CERTIFICATE-----\n");
    const trust = await webhookTrust(["local"], { NODE_EXTRA_CA_CERTS: file });
    expect(trust.at(-2)).toContain("BEGIN CERTIFICATE");
    expect(trust.at(-1)).toBe("local");
    expect((await webhookTrust([], { NODE_EXTRA_CA_CERTS: "/nonexistent" })).length).toBe((await webhookTrust([], {})).length);
  });
});
