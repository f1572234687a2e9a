import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:tls";
import { promisify } from "node:util";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { startMockServer, type MockServer } from "../../src/index";
import { httpsRequiredOAuth } from "../../src/adapters/node/redirect-policy";
import { HSTS } from "../../src/adapters/node/serve-engine";
import { issueReceiverCertificate } from "../../src/adapters/tls/receiver-certificate";
import { cleanupTlsDirs, httpsGet, tempTlsDir } from "./support";

const run = promisify(execFile);
const oauthAjv = new Ajv2020({ strict: false, allErrors: true }).addSchema(parse(readFileSync(new URL("../../../oauth.yaml", import.meta.url), "utf8")), "oauth");
/** Errors of `body` against a schema of oauth.yaml's components ([] when valid). */
function oauthContractErrors(schema: string, body: unknown): string[] {
  const validate = oauthAjv.getSchema(`oauth#/components/schemas/${schema}`)!;
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
const servers: MockServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  cleanupTlsDirs();
});

async function tlsServer(options: Parameters<typeof startMockServer>[0] = {}) {
  const tlsDir = tempTlsDir();
  const server = await startMockServer({ port: 0, seed: 7, tls: true, tlsDir, ...options });
  servers.push(server);
  return { server, ca: readFileSync(server.caCert!, "utf8"), tlsDir };
}

describe("--tls: refused without trust", () => {
  it("an untrusted client is refused at the handshake, before any HTTP", async () => {
    const { server } = await tlsServer();
    const error = await httpsGet(`${server.baseUrl}/properties`).catch((e: NodeJS.ErrnoException) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as NodeJS.ErrnoException).code).toMatch(/UNABLE_TO_VERIFY_LEAF_SIGNATURE|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_GET_ISSUER_CERT_LOCALLY/);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it("a plain-http client on the TLS port gets no answer of the API", async () => {
    const { server } = await tlsServer();
    const plain = await fetch(server.url.replace("https:", "http:") + "/healthz").then((r) => r.status, () => "refused");
    expect(plain === "refused" || plain === 400).toBe(true);
  });

  it("a client that checks the name refuses the certificate for another host", async () => {
    const { server, ca } = await tlsServer();
    const port = Number(new URL(server.url).port);
    const error = await new Promise<Error>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port, ca, servername: "evil.example" }, () => resolve(new Error("connected")));
      socket.on("error", resolve);
    });
    expect((error as NodeJS.ErrnoException).code).toBe("ERR_TLS_CERT_ALTNAME_INVALID");
  });
});

describe("--tls: served over https", () => {
  it("answers node:https with the CA trusted, with HSTS and https URLs", async () => {
    const { server, ca } = await tlsServer();
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await httpsGet(`${server.baseUrl}/properties?limit=1`, { ca, headers: { authorization: `Bearer ${server.apiKey}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers["strict-transport-security"]).toBe(HSTS);
    const viaLocalhost = await httpsGet(server.url.replace("127.0.0.1", "localhost") + "/healthz", { ca });
    expect(viaLocalhost.status).toBe(200);
    const metadata = JSON.parse((await httpsGet(`${server.url}/.well-known/oauth-authorization-server`, { ca })).body) as Record<string, string>;
    expect(metadata.issuer).toBe(server.url);
    expect(metadata.token_endpoint).toBe(`${server.url}/oauth/token`);
    const problem = await httpsGet(`${server.baseUrl}/nope`, { ca });
    expect(problem.headers["strict-transport-security"]).toBe(HSTS);
  });

  it("sets cookies Secure", async () => {
    const { server, ca } = await tlsServer();
    const client = server.oauthClient!;
    const query = new URLSearchParams({ client_id: client.client_id, response_type: "code", redirect_uri: client.redirect_uri, scope: "leads.read", state: "s1" });
    const answer = await httpsGet(`${server.url}/oauth/authorize?${query}`, { ca });
    const cookies = answer.headers["set-cookie"] as string[] | undefined;
    expect(cookies?.length, `authorize answered ${answer.status}: ${answer.body.slice(0, 200)}`).toBeGreaterThan(0);
    for (const cookie of cookies!) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it("answers fetch in a child Node given NODE_EXTRA_CA_CERTS", { timeout: 20_000 }, async () => {
    const { server } = await tlsServer();
    const script = `const r = await fetch(${JSON.stringify(`${server.baseUrl}/properties?limit=1`)}, { headers: { authorization: ${JSON.stringify(`Bearer ${server.apiKey}`)} } }); console.log(r.status);
      const https = await import("node:https"); https.get(${JSON.stringify(`${server.url}/healthz`)}, { agent: false }, (res) => { console.log(res.statusCode); process.exit(0); }).on("error", (e) => { console.log(e.code); process.exit(1); });`;
    const child = await run(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, NODE_EXTRA_CA_CERTS: server.caCert! } });
    expect(child.stdout.trim().split("\n")).toEqual(["200", "200"]);
    const untrusted = await run(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, NODE_EXTRA_CA_CERTS: "" } }).catch((e: { stdout?: string; stderr?: string }) => e);
    expect(`${untrusted.stdout}${untrusted.stderr}`).not.toMatch(/^200$/m);
  });

  it("answers curl --cacert", async () => {
    const { server } = await tlsServer();
    const url = `${server.baseUrl}/properties?limit=1`;
    const ok = await run("curl", ["-sS", "-o", "/dev/null", "-w", "%{http_code}", "--cacert", server.caCert!, "-H", `Authorization: Bearer ${server.apiKey}`, url]);
    expect(ok.stdout).toBe("200");
    const refused = await run("curl", ["-sS", "-o", "/dev/null", "-w", "%{http_code}", url]).catch((e: { code: number }) => e);
    expect((refused as { code: number }).code).toBe(60); // curl: peer certificate cannot be authenticated
  });

  it("--http-redirect refuses API and machine calls with 403 https_required naming the https URL, never a redirect", async () => {
    const { server } = await tlsServer({ httpRedirectPort: 0 });
    const origin = new URL(server.url).origin;
    const key = { authorization: `Bearer ${server.apiKey}` };
    const calls: [string, string, Record<string, string>?][] = [
      ["GET", "/v1/leads?limit=1", key],
      ["GET", "/v1/leads?limit=1"],
      ["POST", "/v1/leads", { ...key, "content-type": "application/json" }],
      ["GET", "/api/v1/leads"],
      ["GET", "/v1"],
      ["POST", "/oauth/authorize/decision"],
      ["GET", "/.well-known/openid-configuration"],
      ["POST", "/idp/token"],
      ["GET", "/__sandbox/oauth-clients"],
      ["GET", "/session"],
      ["GET", "/healthz"],
      ["GET", "/dashboard", key],
      ["POST", "/signin"],
      ["POST", "/dashboard"],
    ];
    for (const [method, path, headers] of calls) {
      const answer = await fetch(`${server.redirectUrl}${path}`, { method, headers, redirect: "manual", ...(method === "POST" ? { body: "{}" } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.headers.get("location"), `${method} ${path}`).toBeNull();
      expect(answer.headers.get("content-type")).toBe("application/problem+json");
      const problem = await answer.json();
      expect(problem, `${method} ${path}`).toMatchObject({ status: 403, code: "https_required", request_id: expect.stringMatching(/^req_/) });
      expect(problem.detail).toContain(`${origin}${path}`);
      expect(problem.detail.includes("Authorization"), `${method} ${path}`).toBe(headers?.authorization !== undefined);
    }
  });

  it("--http-redirect answers the OAuth endpoints' 403 in their contract's RFC 6749 shape, naming the https URL", async () => {
    const { server } = await tlsServer({ httpRedirectPort: 0 });
    const origin = new URL(server.url).origin;
    const calls: [string, string, string, Record<string, string>?][] = [
      ["POST", "/oauth/token", "OAuthError", { "content-type": "application/x-www-form-urlencoded" }],
      ["POST", "/oauth/token?x=%22", "OAuthError", { authorization: "Basic Y2xpX3g6cw==" }],
      ["POST", "/oauth/revoke", "OAuthError"],
      ["GET", "/oauth/userinfo", "BearerError", { authorization: "Bearer lps_at_x" }],
      ["POST", "/oauth/userinfo", "BearerError"],
    ];
    for (const [method, path, schema, headers] of calls) {
      const answer = await fetch(`${server.redirectUrl}${path}`, { method, headers, redirect: "manual", ...(method === "POST" ? { body: "grant_type=refresh_token&refresh_token=rt_x" } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.headers.get("location"), `${method} ${path}`).toBeNull();
      expect(answer.headers.get("content-type"), `${method} ${path}`).toBe("application/json");
      expect(answer.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
      const body = await answer.json();
      expect(oauthContractErrors(schema, body), `${method} ${path}`).toEqual([]);
      expect(body.error, `${method} ${path}`).toBe("invalid_request");
      expect(body.error_description).toContain(`call ${origin}${path.split("?")[0]}.`);
      expect(body.error_description.includes("Authorization"), `${method} ${path}`).toBe(headers?.authorization !== undefined);
    }
  });

  it("keeps the RFC 6749 refusal within the contract for the longest host name and a query", async () => {
    const url = `https://${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}:65535/oauth/userinfo?q="\\`;
    const body = await httpsRequiredOAuth(url, true).json();
    expect(oauthContractErrors("OAuthError", body)).toEqual([]);
    expect(body.error_description).toContain(`call ${url.split("?")[0]}.`);
    expect(body.error_description).toContain("revoke it");
  });

  it("--http-redirect sends browsers' page loads to https with 308", async () => {
    const { server, ca } = await tlsServer({ httpRedirectPort: 0 });
    for (const [method, path] of [["GET", "/"], ["GET", "/dashboard"], ["GET", "/dashboard/leads"], ["HEAD", "/docs"], ["GET", "/signin?next=%2Fdashboard"], ["GET", "/oauth/authorize?client_id=x"], ["GET", "/idp/authorize?client_id=x"], ["GET", "/sso/start"]] as const) {
      const answer = await fetch(`${server.redirectUrl}${path}`, { method, redirect: "manual" });
      expect(answer.status, `${method} ${path}`).toBe(308);
      expect(answer.headers.get("location")).toBe(`${new URL(server.url).origin}${path}`);
    }
    const location = (await fetch(`${server.redirectUrl}/dashboard`, { redirect: "manual" })).headers.get("location")!;
    expect((await httpsGet(location, { ca })).headers["strict-transport-security"]).toBe(HSTS);
  });

  it("--http-redirect checks Host like the https port: 403 host_not_allowed, never reflected", async () => {
    const { server } = await tlsServer({ httpRedirectPort: 0, allowedHosts: ["lps.test"] });
    const redirect = new URL(server.redirectUrl!);
    const get = (host: string, path = "/v1/properties?limit=1") =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
        const request = httpRequest({ host: redirect.hostname, port: redirect.port, path, headers: { host } }, (response) => {
          let body = "";
          response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        });
        request.on("error", reject).end();
      });
    for (const host of ["evil.com", `evil.com:${redirect.port}`, "127.0.0.1.evil.com"]) {
      const refused = await get(host);
      expect(refused.status, host).toBe(403);
      expect(refused.headers.location, host).toBeUndefined();
      expect(refused.headers["content-type"]).toBe("application/problem+json");
      expect(JSON.parse(refused.body)).toMatchObject({ status: 403, code: "host_not_allowed", request_id: expect.stringMatching(/^req_/) });
    }
    const tlsPort = new URL(server.url).port;
    expect((await get(`localhost:${redirect.port}`, "/dashboard")).headers.location).toBe(`https://localhost:${tlsPort}/dashboard`);
    expect((await get("lps.test", "/dashboard")).headers.location).toBe(`https://lps.test:${tlsPort}/dashboard`);
    expect(JSON.parse((await get("lps.test")).body).detail).toContain(`https://lps.test:${tlsPort}/v1/properties?limit=1`);
  });

  it("starts fast with the CA and leaf in place, without issuing anything", async () => {
    const tlsDir = tempTlsDir();
    const first = await startMockServer({ port: 0, tls: true, tlsDir, demoData: false });
    await first.stop();
    const leaf = readFileSync(`${tlsDir}/server.pem`, "utf8");
    const second = await startMockServer({ port: 0, tls: true, tlsDir, demoData: false });
    servers.push(second);
    expect(readFileSync(`${tlsDir}/server.pem`, "utf8")).toBe(leaf);
  });
});

describe("--cert and --key: the user's own certificate", () => {
  it("serves it; the ready output has no local CA", async () => {
    const tlsDir = tempTlsDir();
    const own = await issueReceiverCertificate(tlsDir, ["localhost", "127.0.0.1"]);
    const server = await startMockServer({ port: 0, tls: { cert: readFileSync(own.certPath, "utf8"), key: readFileSync(own.keyPath, "utf8") } });
    servers.push(server);
    expect(server.caCert).toBeUndefined();
    expect((await httpsGet(`${server.url}/healthz`, { ca: readFileSync(own.caCertPath) })).status).toBe(200);
  });

  it("names a key that is not the certificate's, and a file that is no certificate", async () => {
    const tlsDir = tempTlsDir();
    const a = await issueReceiverCertificate(tlsDir, ["a.localhost"]);
    const b = await issueReceiverCertificate(tlsDir, ["b.localhost"]);
    const cert = readFileSync(a.certPath, "utf8");
    await expect(startMockServer({ port: 0, tls: { cert, key: readFileSync(b.keyPath, "utf8") } })).rejects.toThrow(/not the private key of tls.cert/);
    await expect(startMockServer({ port: 0, tls: { cert: "nope", key: "nope" } })).rejects.toThrow(/tls.cert is not a PEM certificate/);
    await expect(startMockServer({ port: 0, webhookCa: cert })).rejects.toThrow(/is a leaf certificate, not a CA/);
    await expect(startMockServer({ port: 0, httpRedirectPort: 0 })).rejects.toThrow(/needs tls/);
  });
});
