import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { X509Certificate } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { loadOrCreateCa } from "../../src/adapters/tls/local-ca";
import { invalidHost, issueReceiverCertificate } from "../../src/adapters/tls/receiver-certificate";
import { localServerCertificate, serverHosts } from "../../src/adapters/tls/server-certificate";
import { defaultTlsDir, TlsDirError, tlsPaths } from "../../src/adapters/tls/tls-dir";
import { cleanupTlsDirs, tempTlsDir } from "./support";

afterEach(cleanupTlsDirs);

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("local CA", () => {
  it("is made on first use with a key only its owner can read, then reused", async () => {
    const dir = tempTlsDir();
    const first = await loadOrCreateCa(dir);
    expect(first.created).toBe(true);
    expect(modeOf(tlsPaths(dir).caKey)).toBe(0o600);
    expect(modeOf(tlsPaths(dir).caCert)).toBe(0o644);
    const ca = new X509Certificate(readFileSync(first.caCertPath));
    expect(ca.ca).toBe(true);
    expect(readFileSync(first.caCertPath, "utf8")).not.toContain("PRIVATE KEY");

    const again = await loadOrCreateCa(dir);
    expect(again.created).toBe(false);
    expect(again.certPem).toBe(first.certPem);
  });

  it("agrees on one CA when two starts make it at once", async () => {
    const dir = tempTlsDir();
    const [a, b] = await Promise.all([loadOrCreateCa(dir), loadOrCreateCa(dir)]);
    expect(a.certPem).toBe(b.certPem);
    expect(readFileSync(tlsPaths(dir).caCert, "utf8")).toBe(a.certPem);
  });

  it("names a damaged key file instead of failing later", async () => {
    const dir = tempTlsDir();
    await loadOrCreateCa(dir);
    writeFileSync(tlsPaths(dir).caKey, "not pem");
    await expect(loadOrCreateCa(dir)).rejects.toThrow(/ca-key\.pem should hold one private key/);
  });

  // Node's recursive mkdir retries forever where mkdir answers ENOENT under an existing parent
  // (procfs does), so a folder that cannot be made must fail, not spin.
  it.runIf(process.platform === "linux")("fails, naming the folder, where procfs cannot hold one", async () => {
    const failure = await loadOrCreateCa("/proc/lps-mock-test/tls").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TlsDirError);
    expect(failure).toMatchObject({ dir: "/proc/lps-mock-test/tls", reason: expect.stringContaining("cannot create the folder") });
  });

  it("fails, naming the folder, when a file stands in its way", async () => {
    const blocker = `${tempTlsDir()}/file`;
    writeFileSync(blocker, "");
    for (const dir of [blocker, `${blocker}/tls`]) {
      await expect(loadOrCreateCa(dir)).rejects.toMatchObject({ name: "TlsDirError", dir });
      await expect(issueReceiverCertificate(dir, ["localhost"])).rejects.toMatchObject({ name: "TlsDirError", dir });
    }
  });

  it("lives under XDG_CACHE_HOME, else ~/.cache", () => {
    expect(defaultTlsDir({ XDG_CACHE_HOME: "/x/cache" })).toBe("/x/cache/lps-mock");
    expect(defaultTlsDir({})).toMatch(/\.cache[\\/]lps-mock$/);
  });
});

// OpenSSH refuses a private key others can read ("UNPROTECTED PRIVATE KEY FILE"); so does the
// local CA, naming the path, its mode and the chmod that fixes it.
describe.skipIf(process.platform === "win32")("loose modes", () => {
  const refusal = (path: string, mode: string, fix: string) => ({
    name: "TlsModeError",
    reason: expect.stringMatching(new RegExp(`^${escape(path)} is mode ${mode}\\b.*; run chmod ${fix} ${escape(path)}$`)),
  });
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  it("refuses an existing folder that group or others can read or write, before making anything in it", async () => {
    for (const mode of [0o777, 0o755, 0o750, 0o703]) {
      const dir = tempTlsDir();
      chmodSync(dir, mode);
      await expect(loadOrCreateCa(dir)).rejects.toMatchObject(refusal(dir, `0${mode.toString(8)}`, "700"));
      await expect(localServerCertificate(dir, undefined)).rejects.toMatchObject(refusal(dir, `0${mode.toString(8)}`, "700"));
      await expect(issueReceiverCertificate(dir, ["localhost"])).rejects.toMatchObject(refusal(dir, `0${mode.toString(8)}`, "700"));
      expect(() => statSync(tlsPaths(dir).caKey)).toThrow(/ENOENT/);
    }
  });

  it("refuses a CA key or server bundle that group or others can read or write", async () => {
    const dir = tempTlsDir();
    await localServerCertificate(dir, undefined);
    const { caKey, serverBundle } = tlsPaths(dir);
    chmodSync(caKey, 0o644);
    await expect(loadOrCreateCa(dir)).rejects.toMatchObject(refusal(caKey, "0644", "600"));
    await expect(issueReceiverCertificate(dir, ["localhost"])).rejects.toMatchObject(refusal(caKey, "0644", "600"));
    chmodSync(caKey, 0o600);
    chmodSync(serverBundle, 0o620);
    await expect(localServerCertificate(dir, undefined)).rejects.toMatchObject(refusal(serverBundle, "0620", "600"));
    chmodSync(serverBundle, 0o600);
    await expect(localServerCertificate(dir, undefined)).resolves.toBeDefined();
  });

  it("refuses a loose certs folder of lps-mock tls cert", async () => {
    const dir = tempTlsDir();
    mkdirSync(tlsPaths(dir).certs, { mode: 0o700 });
    chmodSync(tlsPaths(dir).certs, 0o775);
    await expect(issueReceiverCertificate(dir, ["localhost"])).rejects.toMatchObject(refusal(tlsPaths(dir).certs, "0775", "700"));
  });

  it("accepts a folder others may only pass through (0711) and a read-only key (0400)", async () => {
    const dir = tempTlsDir();
    chmodSync(dir, 0o711);
    await loadOrCreateCa(dir);
    chmodSync(tlsPaths(dir).caKey, 0o400);
    await expect(loadOrCreateCa(dir)).resolves.toMatchObject({ created: false });
  });
});

describe("server leaf", () => {
  it("names localhost, 127.0.0.1 and ::1, is signed by the CA, and is kept for the next start", async () => {
    const dir = tempTlsDir();
    const leaf = await localServerCertificate(dir, "127.0.0.1");
    const cert = new X509Certificate(leaf.certPem);
    expect(cert.checkIssued(new X509Certificate(leaf.ca.certPem))).toBe(true);
    expect(cert.checkHost("localhost")).toBe("localhost");
    expect(cert.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(cert.checkIP("::1")).toBe("::1");
    expect(cert.ca).toBe(false);
    expect(modeOf(tlsPaths(dir).serverBundle)).toBe(0o600);
    expect((await localServerCertificate(dir, "127.0.0.1")).certPem).toBe(leaf.certPem);
  });

  it("is issued again when --host names another address", async () => {
    const dir = tempTlsDir();
    const loopback = await localServerCertificate(dir, "127.0.0.1");
    const lan = await localServerCertificate(dir, "192.168.1.20");
    expect(lan.certPem).not.toBe(loopback.certPem);
    expect(new X509Certificate(lan.certPem).checkIP("192.168.1.20")).toBe("192.168.1.20");
    expect(serverHosts("0.0.0.0")).toEqual(["localhost", "127.0.0.1", "::1"]);
    expect(serverHosts("[::1]")).toEqual(["localhost", "127.0.0.1", "::1"]);
    expect(serverHosts("dev.example.test")).toContain("dev.example.test");
  });

  it("is issued again when the CA changed (a leaf of an old CA would not verify)", async () => {
    const dir = tempTlsDir();
    const old = await localServerCertificate(dir, undefined);
    const other = tempTlsDir();
    await localServerCertificate(other, undefined);
    writeFileSync(tlsPaths(dir).caKey, readFileSync(tlsPaths(other).caKey));
    const fresh = await localServerCertificate(dir, undefined);
    expect(fresh.certPem).not.toBe(old.certPem);
    expect(new X509Certificate(fresh.certPem).checkIssued(new X509Certificate(fresh.ca.certPem))).toBe(true);
  });
});

describe("receiver certificate (lps-mock tls cert)", () => {
  it("writes a cert and a private key named after the first host", async () => {
    const dir = tempTlsDir();
    const issued = await issueReceiverCertificate(dir, ["hooks.localhost", "127.0.0.1"]);
    expect(issued.certPath).toMatch(/certs[\\/]hooks\.localhost\.pem$/);
    expect(modeOf(issued.keyPath)).toBe(0o600);
    const cert = new X509Certificate(readFileSync(issued.certPath));
    expect(cert.checkHost("hooks.localhost")).toBe("hooks.localhost");
    expect(cert.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(cert.checkIssued(new X509Certificate(readFileSync(issued.caCertPath)))).toBe(true);
  });

  it("refuses what is not a host name", async () => {
    const dir = tempTlsDir();
    await expect(issueReceiverCertificate(dir, ["bad host"])).rejects.toThrow('"bad host" is neither a host name nor an IP address');
    await expect(issueReceiverCertificate(dir, [])).rejects.toThrow(/at least one/);
  });

  it("refuses a wildcard directly under one label, and a name URL parsers read as an IPv4 address", async () => {
    const dir = tempTlsDir();
    for (const host of ["*.com", "*.COM.", "*.localhost", "*.test"]) {
      expect(invalidHost(host)).toMatch(new RegExp(`^"\\*\\.${host.slice(2).replace(".", "\\.")}" .*one label`));
    }
    expect(invalidHost("127.1")).toBe('"127.1" ends in a number, so URL parsers read it as the IPv4 address 127.0.0.1, which no certificate name matches: pass the IP address in its normal form (127.0.0.1)');
    expect(invalidHost("0x7f.1")).toContain("(127.0.0.1)");
    expect(invalidHost("host.123")).toMatch(/^"host\.123" ends in a number/);
    await expect(issueReceiverCertificate(dir, ["localhost", "*.com"])).rejects.toThrow('"*.com"');
    expect(() => statSync(tlsPaths(dir).caKey)).toThrow(/ENOENT/);
    for (const host of ["*.app.localhost", "*.example.com", "hooks.localhost", "127.0.0.1", "::1", "a1.b2c", "x.0a"]) expect(invalidHost(host)).toBeUndefined();
  });
});
