import { describe, expect, it } from "vitest";
import { validateWebhookUrl } from "../../src/webhooks/url-policy";

const production = { allowLoopbackHttp: false };
const sandbox = { allowLoopbackHttp: true };

function reasonFor(url: string, options = sandbox): string | undefined {
  const verdict = validateWebhookUrl(url, options);
  return verdict.ok ? undefined : verdict.reason;
}

describe("validateWebhookUrl: refused", () => {
  it.each([
    ["https://10.0.0.5/hook", "private address 10.0.0.5 is not allowed"],
    ["https://172.16.0.1/", "private address 172.16.0.1 is not allowed"],
    ["https://172.31.255.255/", "private address 172.31.255.255 is not allowed"],
    ["https://192.168.1.10/", "private address 192.168.1.10 is not allowed"],
    ["https://[fc00::1]/", "private address fc00::1 is not allowed"],
    ["https://[fd12:3456::1]/", "private address fd12:3456::1 is not allowed"],
    ["https://169.254.169.254/latest/meta-data/", "link-local address 169.254.169.254 is not allowed"],
    ["https://[fe80::1]/", "link-local address fe80::1 is not allowed"],
    ["https://0.0.0.0/", "unspecified address 0.0.0.0 is not allowed"],
    ["https://[::]/", "unspecified address :: is not allowed"],
    ["https://255.255.255.255/", "broadcast address 255.255.255.255 is not allowed"],
    ["https://100.64.0.1/", "shared (carrier-grade NAT) address 100.64.0.1 is not allowed"],
    ["https://224.0.0.1/", "multicast address 224.0.0.1 is not allowed"],
    ["https://[::ffff:127.0.0.1]/", "IPv4-mapped IPv6 address ::ffff:7f00:1 is not allowed"],
    ["https://[::ffff:a00:5]/", "IPv4-mapped IPv6 address ::ffff:a00:5 is not allowed"],
    ["https://[::ffff:8.8.8.8]/", "IPv4-mapped IPv6 address ::ffff:808:808 is not allowed"],
    ["https://[::127.0.0.1]/", "IPv4-compatible IPv6 address ::7f00:1 is not allowed"],
    ["https://[64:ff9b::a00:5]/", "IPv4-translated (NAT64) IPv6 address 64:ff9b::a00:5 is not allowed"],
  ])("%s", (url, reason) => {
    expect(reasonFor(url)).toBe(reason);
    expect(reasonFor(url, production)).toBe(reason);
  });

  it.each([
    ["http://2130706433/", "2130706433"],
    ["http://0x7f.1/", "0x7f.1"],
    ["http://0x7f000001/", "0x7f000001"],
    ["http://017700000001/", "017700000001"],
    ["http://0177.0.0.1/", "0177.0.0.1"],
    ["http://127.1/", "127.1"],
    ["http://127.0.0.1./", "127.0.0.1."],
    ["http://%31%32%37.0.0.1/", "%31%32%37.0.0.1"],
    ["https://0/", "0"],
    ["https://167772165/", "167772165"],
  ])("numeric trick %s", (url, spelled) => {
    expect(reasonFor(url)).toMatch(new RegExp(`non-standard form \\("${spelled.replace(/\./g, "\\.")}" means [\\d.]+\\)`));
  });

  it("refuses a trick even when it denotes a public address", () => {
    expect(reasonFor("https://134744072/")).toBe(
      'IP address written in a non-standard form ("134744072" means 8.8.8.8) is not allowed',
    );
  });

  it("requires https for public receivers", () => {
    expect(reasonFor("http://example.com/hook")).toMatch(/^https is required/);
    expect(reasonFor("http://8.8.8.8/hook")).toMatch(/^https is required/);
  });

  it.each(["ftp://example.com/", "file:///etc/passwd", "gopher://example.com/", "javascript:alert(1)", "ws://example.com/", "data:text/plain,x"])(
    "refuses scheme %s",
    (url) => {
      expect(reasonFor(url)).toMatch(/^https is required \(got [a-z]+:\)$/);
    },
  );

  it("refuses credentials in the URL", () => {
    expect(reasonFor("https://user:pass@example.com/")).toMatch(/^credentials in the URL are not allowed/);
    expect(reasonFor("https://user@example.com/")).toMatch(/^credentials in the URL are not allowed/);
  });

  it("refuses loopback outside sandbox mode, over https too", () => {
    for (const url of ["http://127.0.0.1:4010/", "https://127.0.0.1/", "https://[::1]/", "https://localhost/", "https://api.localhost/"]) {
      expect(reasonFor(url, production)).toMatch(/^loopback address .+ is allowed only in sandbox mode$/);
    }
  });

  it("refuses malformed and oversized URLs", () => {
    expect(reasonFor("not a url")).toBe("not a valid absolute URL");
    expect(reasonFor("/relative/path")).toBe("not a valid absolute URL");
    expect(reasonFor(`https://example.com/${"a".repeat(2048)}`)).toBe("the URL is longer than 2048 characters");
  });
});

describe("validateWebhookUrl: accepted", () => {
  it.each([
    "https://example.com/hooks/lps",
    "https://hooks.example.com:8443/path?x=1",
    "https://8.8.8.8/",
    "https://[2606:4700:4700::1111]/",
    "https://172.32.0.1/",
    "https://192.169.0.1/",
  ])("public receiver %s", (url) => {
    expect(validateWebhookUrl(url, production)).toEqual({ ok: true });
    expect(validateWebhookUrl(url, sandbox)).toEqual({ ok: true });
  });

  it.each([
    "http://127.0.0.1:4010/hook",
    "http://127.8.9.10/",
    "http://[::1]:3000/",
    "http://localhost:3000/",
    "http://LOCALHOST./",
    "http://app.localhost/",
    "https://127.0.0.1/",
  ])("loopback receiver %s in sandbox mode", (url) => {
    expect(validateWebhookUrl(url, sandbox)).toEqual({ ok: true });
  });
});
