import { execFile, spawn } from "node:child_process";
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { X509Certificate } from "node:crypto";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { cleanupTlsDirs, httpsGet, tempTlsDir } from "./support";

// From the repository root, so tsx resolves @lps/sdk through the root tsconfig's paths.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const main = "mock-server/src/cli/main.ts";
const run = promisify(execFile);

afterEach(cleanupTlsDirs);

/** A finished `lps-mock` run: exit code and output. */
async function lpsMock(...args: string[]) {
  return run(process.execPath, ["--import", "tsx", main, ...args], { cwd: root, timeout: 20_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** `lpsMock` with extra environment variables. */
async function lpsMockIn(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", main, ...args], { cwd: root, timeout: 20_000, env: { ...process.env, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** A running server; resolves with its first stdout block once it is listening. */
function serve(...args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", main, ...args], { cwd: root });
  let stdout = "";
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (stdout.includes("\n") && (args.includes("--json") || stdout.includes("Ctrl+C"))) resolve(stdout);
    });
    child.once("exit", (code) => reject(new Error(`lps-mock exited (${code}) before it was ready`)));
  });
  ready.catch(() => undefined);
  return { child, ready };
}

describe("lps-mock --tls", { timeout: 30_000 }, () => {
  it("lets the CLI's client commands call a --tls server signed by the local CA, and names an untrusted certificate", async () => {
    const cache = tempTlsDir();
    const cli = serve("--port", "0", "--json", "--tls", "--tls-dir", `${cache}/lps-mock`);
    try {
      const { url } = JSON.parse(await cli.ready) as { url: string };
      const trusted = await lpsMockIn({ XDG_CACHE_HOME: cache }, "trigger", "analysis.completed", "--wait", "0", "--server", url);
      expect(trusted.stderr).toBe("");
      expect(trusted.code).toBe(0);
      expect(trusted.stdout).toContain("Triggered analysis.completed");
      const elsewhere = await lpsMockIn({ XDG_CACHE_HOME: tempTlsDir() }, "trigger", "analysis.completed", "--wait", "0", "--server", url);
      expect(elsewhere.code).toBe(1);
      expect(elsewhere.stderr).toMatch(/the TLS certificate of https:\/\/127\.0\.0\.1:\d+ is not trusted \(\w+\)/);
      expect(elsewhere.stderr).not.toContain("no lps-mock server answers");
    } finally {
      cli.child.kill("SIGKILL");
    }
  });

  it("prints ca_cert in the ready line, and serves https trusted by that file", async () => {
    const dir = tempTlsDir();
    const cli = serve("--port", "0", "--json", "--tls", "--tls-dir", dir);
    try {
      const ready = JSON.parse(await cli.ready) as Record<string, string>;
      expect(ready.ca_cert).toBe(`${dir}/ca.pem`);
      expect(ready.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      expect(ready.base_url).toBe(`${ready.url}/v1`);
      expect(ready.dashboard_url).toBe(`${ready.url}/dashboard`);
      expect((statSync(`${dir}/ca-key.pem`).mode & 0o777).toString(8)).toBe("600");
      expect((await httpsGet(`${ready.url}/healthz`, { ca: readFileSync(ready.ca_cert!) })).status).toBe(200);
    } finally {
      cli.child.kill("SIGKILL");
    }
  });

  it("shows in its banner how to trust the CA in Node, curl and browsers", async () => {
    const dir = tempTlsDir();
    const cli = serve("--port", "0", "--tls", "--tls-dir", dir);
    try {
      const banner = await cli.ready;
      expect(banner).toContain(`NODE_EXTRA_CA_CERTS=${dir}/ca.pem`);
      expect(banner).toContain(`curl --cacert ${dir}/ca.pem`);
      expect(banner).toMatch(/--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]+=/);
      expect(banner).toMatch(/Firefox/);
      // The server's own URLs; the demo OAuth client's redirect URI is the client's, on loopback.
      const serverLines = banner.split("\n").filter((line) => !line.includes("OAuth client"));
      expect(serverLines.join("\n")).not.toMatch(/http:\/\//);
    } finally {
      cli.child.kill("SIGKILL");
    }
  });

  it("names flag mistakes and exits 2", async () => {
    const missingKey = await lpsMock("--cert", "a.pem");
    expect(missingKey).toMatchObject({ code: 2 });
    expect(missingKey.stderr).toContain("--cert and --key go together");
    const redirect = await lpsMock("--http-redirect", "0");
    expect(redirect.stderr).toContain("--http-redirect needs --tls");
    const unreadable = await lpsMock("--port", "0", "--cert", "/nonexistent/cert.pem", "--key", "/nonexistent/key.pem");
    expect(unreadable).toMatchObject({ code: 1 });
    expect(unreadable.stderr).toContain("--cert /nonexistent/cert.pem: cannot read the file (ENOENT)");
  });

  it("names an unusable --tls-dir and exits 2 instead of hanging", async () => {
    const blocked = `${tempTlsDir()}/file`;
    writeFileSync(blocked, "");
    const dirs = [`${blocked}/tls`, ...(process.platform === "linux" ? ["/proc/lps-mock-test"] : [])];
    for (const dir of dirs) {
      const out = await lpsMock("--port", "0", "--tls", "--tls-dir", dir);
      expect(out).toMatchObject({ code: 2, stderr: expect.stringContaining(`--tls-dir ${dir}: `) });
      const cert = await lpsMock("tls", "cert", "localhost", "--tls-dir", dir);
      expect(cert).toMatchObject({ code: 2, stderr: expect.stringContaining(`--tls-dir ${dir}: `) });
    }
  });
});

describe.skipIf(process.platform === "win32")("a TLS folder with loose modes", { timeout: 30_000 }, () => {
  it("stops the start and tls cert with exit 2, naming the path, its mode and the chmod", async () => {
    const dir = tempTlsDir();
    chmodSync(dir, 0o777);
    const start = await lpsMock("--port", "0", "--tls", "--tls-dir", dir);
    expect(start).toMatchObject({ code: 2, stderr: expect.stringContaining(`--tls-dir ${dir}: `) });
    expect(start.stderr).toContain("mode 0777");
    expect(start.stderr).toContain(`chmod 700 ${dir}`);
    chmodSync(dir, 0o700);
    expect((await lpsMock("tls", "cert", "localhost", "--tls-dir", dir)).code).toBe(0);
    chmodSync(`${dir}/ca-key.pem`, 0o644);
    const cert = await lpsMock("tls", "cert", "localhost", "--tls-dir", dir);
    expect(cert).toMatchObject({ code: 2, stderr: expect.stringContaining(`chmod 600 ${dir}/ca-key.pem`) });
  });

  it("exits 2 for the default folder too", async () => {
    const cache = tempTlsDir();
    const dir = `${cache}/lps-mock`;
    expect((await lpsMockIn({ XDG_CACHE_HOME: cache }, "tls", "cert", "localhost")).code).toBe(0);
    chmodSync(`${dir}/ca-key.pem`, 0o640);
    const out = await lpsMockIn({ XDG_CACHE_HOME: cache }, "tls", "cert", "localhost");
    expect(out).toMatchObject({ code: 2, stderr: expect.stringContaining(`chmod 600 ${dir}/ca-key.pem`) });
  });
});

describe("lps-mock tls cert", { timeout: 30_000 }, () => {
  it("issues a leaf from the local CA and prints its paths", async () => {
    const dir = tempTlsDir();
    const out = await lpsMock("tls", "cert", "hooks.localhost", "127.0.0.1", "--tls-dir", dir, "--json");
    expect(out.code).toBe(0);
    const paths = JSON.parse(out.stdout) as { cert: string; key: string; ca_cert: string; hosts: string[] };
    expect(paths).toEqual({ cert: `${dir}/certs/hooks.localhost.pem`, key: `${dir}/certs/hooks.localhost-key.pem`, ca_cert: `${dir}/ca.pem`, hosts: ["hooks.localhost", "127.0.0.1"] });
    const cert = new X509Certificate(readFileSync(paths.cert));
    expect(cert.checkIssued(new X509Certificate(readFileSync(paths.ca_cert)))).toBe(true);
    expect(existsSync(paths.key)).toBe(true);

    const human = await lpsMock("tls", "cert", "other.localhost", "--tls-dir", dir);
    expect(human.stdout).toContain(`${dir}/certs/other.localhost.pem`);
  });

  it("explains a missing host, an unknown subcommand and an unknown flag", async () => {
    expect(await lpsMock("tls", "cert")).toMatchObject({ code: 2, stderr: expect.stringContaining("at least one host name") });
    expect(await lpsMock("tls", "renew")).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown tls command "renew"') });
    expect(await lpsMock("tls", "cert", "x.localhost", "--nope")).toMatchObject({ code: 2, stderr: expect.stringContaining("--nope") });
    expect(await lpsMock("tls", "cert", "bad host", "--tls-dir", tempTlsDir())).toMatchObject({ code: 2, stderr: expect.stringContaining("neither a host name") });
  });

  it("refuses a top-level wildcard and an all-digit last label with exit 2, issuing nothing", async () => {
    const dir = tempTlsDir();
    const tld = await lpsMock("tls", "cert", "*.com", "--tls-dir", dir);
    expect(tld).toMatchObject({ code: 2, stderr: expect.stringContaining('"*.com"') });
    const numeric = await lpsMock("tls", "cert", "127.1", "--tls-dir", dir);
    expect(numeric).toMatchObject({ code: 2, stderr: expect.stringContaining("pass the IP address in its normal form (127.0.0.1)") });
    expect(existsSync(`${dir}/certs`)).toBe(false);
  });
});
