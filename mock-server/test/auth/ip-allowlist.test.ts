import { describe, expect, it } from "vitest";
import { isAllowedFrom, isLoopback, parseAllowedRange } from "../../src/auth/ip-allowlist";

describe("API key IP allowlists", () => {
  it("refuse entries that are not an address or range, and mapped ranges wider than IPv4", () => {
    for (const bad of ["ten.zero", "[::1]", "10.0.0.0/33", "::ffff:10.0.0.0/95", "::ffff:0:0/64"]) {
      expect(parseAllowedRange(bad), bad).toBeUndefined();
    }
  });

  it("read IPv4-mapped IPv6, in a client or an entry, as the IPv4 address (dual-stack sockets)", () => {
    const admitted = (range: string, clients: string[]) => clients.filter((ip) => isAllowedFrom(parseAllowedRange(range)!, ip));
    expect(admitted("10.0.0.0/8", ["::ffff:10.1.2.3", "::ffff:11.1.2.3"])).toEqual(["::ffff:10.1.2.3"]);
    expect(admitted("::ffff:10.0.0.0/104", ["10.1.2.3", "::ffff:10.1.2.3", "11.0.0.1"])).toEqual(["10.1.2.3", "::ffff:10.1.2.3"]);
    expect(admitted("::ffff:10.0.0.7", ["10.0.0.7", "10.0.0.8"])).toEqual(["10.0.0.7"]);
  });

  it("admit a link-local client whatever its zone, and no client whose address does not parse", () => {
    const anywhere = ["0.0.0.0/0", "::/0", "fe80::/10"].map((range) => parseAllowedRange(range)!);
    const admitted = (ip: string) => anywhere.some((range) => isAllowedFrom(range, ip));
    expect(["fe80::1%eth0", "not an ip", "010.0.0.1", "[::1]"].filter(admitted)).toEqual(["fe80::1%eth0"]);
  });

  it("accept entries with surrounding white space", () => {
    expect(isAllowedFrom(parseAllowedRange(" 10.0.0.0/8 ")!, "10.0.0.1")).toBe(true);
  });
});

describe("isLoopback", () => {
  it("recognises loopback callers, IPv4-mapped ones too", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(ip), ip).toBe(true);
  });

  it("refuses every other caller", () => {
    for (const ip of ["10.0.0.1", "::2", "0.0.0.0", "::", "::127.0.0.1", "not an ip", "0127.0.0.1", "[::1]"]) {
      expect(isLoopback(ip), ip).toBe(false);
    }
  });
});
