import { describe, expect, it } from "vitest";
import { parseIp } from "../../src/auth/net/ip-address";

const v4 = (text: string) => parseIp(text)?.value;

describe("parseIp refuses", () => {
  it.each([
    ["an IPv4 octet above 255", "256.0.0.1"],
    ["too few IPv4 octets", "1.2.3"],
    ["too many IPv4 octets", "1.2.3.4.5"],
    ["a leading zero (octal to some parsers, decimal to others)", "01.2.3.4"],
    ["a leading zero in embedded IPv4", "::ffff:10.0.0.010"],
    ["two '::'", "::1::"],
    ["a group of five hex digits", "12345::"],
    ["a non-hex group", "g::1"],
    ["nine groups", "1:2:3:4:5:6:7:8:9"],
    ["seven groups without '::'", "1:2:3:4:5:6:7"],
    ["'::' standing for no group", "1:2:3:4::5:6:7:8"],
    ["a lone leading colon", ":1:2:3:4:5:6:7"],
    ["embedded IPv4 before the last groups", "1.2.3.4::1"],
    ["embedded IPv4 at the start", "1.2.3.4::"],
    ["embedded IPv4 taking nine groups", "1:2:3:4:5:6:7:1.2.3.4"],
    ["URL brackets", "[::1]"],
    ["half a bracket", "[::1"],
    ["an empty zone", "fe80::1%"],
    ["a zone with spaces", "fe80::1%eth 0"],
    ["two zones", "fe80::1%eth0%eth1"],
    ["a zone on IPv4", "10.0.0.1%eth0"],
    ["the empty string", ""],
  ])("%s (%s)", (_, text) => {
    expect(parseIp(text)).toBeUndefined();
  });
});

describe("parseIp reads", () => {
  it("dotted decimal IPv4 as a 32-bit number", () => {
    expect(parseIp("10.0.0.5")).toEqual({ family: 4, value: 0x0a000005n });
    expect(v4("0.0.0.0")).toBe(0n);
    expect(v4("255.255.255.255")).toBe(0xffffffffn);
  });

  it("IPv6 in full, compressed and mixed-case forms as a 128-bit number", () => {
    expect(parseIp("::")).toEqual({ family: 6, value: 0n });
    expect(parseIp("::1")).toEqual({ family: 6, value: 1n });
    expect(parseIp("0:0:0:0:0:0:0:1")).toEqual(parseIp("::1"));
    expect(parseIp("2001:DB8::1")).toEqual({ family: 6, value: (0x20010db8n << 96n) | 1n });
    expect(parseIp("1::")?.value).toBe(1n << 112n);
    expect(parseIp("1:2:3:4:5:6:7::")?.value).toBe(0x0001000200030004000500060007_0000n);
  });

  it("embedded IPv4 as the last two groups", () => {
    expect(parseIp("::ffff:1.2.3.4")).toEqual(parseIp("::ffff:102:304"));
    expect(parseIp("64:ff9b::192.0.2.33")).toEqual(parseIp("64:ff9b::c000:221"));
    expect(parseIp("1:2:3:4:5:6:1.2.3.4")).toEqual(parseIp("1:2:3:4:5:6:102:304"));
  });

  it("an IPv6 zone, as Node reports a link-local peer, apart from the address", () => {
    expect(parseIp("fe80::1%eth0")).toEqual({ family: 6, value: (0xfe80n << 112n) | 1n, zone: "eth0" });
    expect(parseIp("fe80::1%2")?.zone).toBe("2");
  });
});
