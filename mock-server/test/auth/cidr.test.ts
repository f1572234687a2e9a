import { describe, expect, it } from "vitest";
import { cidrContains, isLoopback, parseCidr, parseIp } from "../../src/auth/cidr";

const inRange = (range: string, ip: string) => cidrContains(parseCidr(range)!, ip);

describe("CIDR matching", () => {
  it("refuses malformed addresses and ranges", () => {
    for (const bad of ["256.0.0.1", "1.2.3", "01.2.3.4", "1.2.3.4.5", "::1::", "12345::", "g::1", "1:2:3:4:5:6:7:8:9", ""]) {
      expect(parseIp(bad), bad).toBeNull();
    }
    for (const bad of ["10.0.0.0/33", "::/129", "10.0.0.0/-1", "10.0.0.0/8/8", "10.0.0.0/"]) expect(parseCidr(bad), bad).toBeNull();
  });

  it("matches IPv4 ranges on their prefix bits only", () => {
    expect(inRange("10.0.0.0/8", "10.255.1.2")).toBe(true);
    expect(inRange("10.0.0.0/8", "11.0.0.0")).toBe(false);
    expect(inRange("192.168.4.0/22", "192.168.7.255")).toBe(true);
    expect(inRange("192.168.4.0/22", "192.168.8.0")).toBe(false);
    expect(inRange("0.0.0.0/0", "8.8.8.8")).toBe(true);
    expect(inRange("203.0.113.7", "203.0.113.7")).toBe(true);
    expect(inRange("203.0.113.7", "203.0.113.8")).toBe(false);
  });

  it("matches IPv6 ranges, compressed forms and embedded IPv4", () => {
    expect(inRange("2001:db8::/32", "2001:db8:ffff::1")).toBe(true);
    expect(inRange("2001:db8::/32", "2001:db9::1")).toBe(false);
    expect(inRange("2001:db8:abcd:12::/63", "2001:db8:abcd:13:1::")).toBe(true);
    expect(inRange("2001:db8:abcd:12::/63", "2001:db8:abcd:14::")).toBe(false);
    expect(inRange("::1/128", "0:0:0:0:0:0:0:1")).toBe(true);
    expect(inRange("64:ff9b::/96", "64:ff9b::192.0.2.33")).toBe(true);
  });

  it("treats IPv4-mapped IPv6 as the IPv4 address, and never mixes families otherwise", () => {
    expect(inRange("10.0.0.0/8", "::ffff:10.1.2.3")).toBe(true);
    expect(inRange("::/0", "10.1.2.3")).toBe(false);
    expect(inRange("0.0.0.0/0", "2001:db8::1")).toBe(false);
  });

  it("recognises loopback callers", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(ip), ip).toBe(true);
    for (const ip of ["10.0.0.1", "::2", "0.0.0.0", "not an ip"]) expect(isLoopback(ip), ip).toBe(false);
  });
});
