import { describe, expect, it } from "vitest";
import { cidrContains, parseCidr } from "../../src/auth/net/cidr";
import { parseIp } from "../../src/auth/net/ip-address";

const inRange = (range: string, ip: string) => cidrContains(parseCidr(range)!, parseIp(ip)!);

describe("parseCidr", () => {
  it.each(["10.0.0.0/33", "::/129", "10.0.0.0/-1", "10.0.0.0/8/8", "10.0.0.0/", "10.0.0.0/08", "10.0.0.0/ 8", "ten.zero", "fe80::%eth0/64", "fe80::1%eth0"])(
    "refuses %s",
    (text) => {
      expect(parseCidr(text)).toBeUndefined();
    },
  );

  it("reads a bare address as a one-address range", () => {
    expect(parseCidr("203.0.113.7")).toEqual({ base: parseIp("203.0.113.7"), prefix: 32 });
    expect(parseCidr("::1")).toEqual({ base: parseIp("::1"), prefix: 128 });
  });
});

describe("cidrContains", () => {
  it.each([
    { range: "10.0.0.0/8", inside: ["10.255.1.2"], outside: ["11.0.0.0"] },
    { range: "192.168.4.0/22", inside: ["192.168.4.0", "192.168.7.255"], outside: ["192.168.3.255", "192.168.8.0"] },
    { range: "0.0.0.0/0", inside: ["8.8.8.8"], outside: ["2001:db8::1", "::ffff:10.1.2.3"] },
    { range: "203.0.113.7", inside: ["203.0.113.7"], outside: ["203.0.113.8"] },
    { range: "2001:db8::/32", inside: ["2001:db8:ffff::1"], outside: ["2001:db9::1"] },
    { range: "2001:db8:abcd:12::/63", inside: ["2001:db8:abcd:13:1::"], outside: ["2001:db8:abcd:14::"] },
    { range: "::1/128", inside: ["0:0:0:0:0:0:0:1"], outside: ["::2"] },
    { range: "64:ff9b::/96", inside: ["64:ff9b::192.0.2.33"], outside: ["64:ff9b:1::"] },
    { range: "::/0", inside: ["::ffff:10.1.2.3"], outside: ["10.1.2.3"] },
  ])("$range holds the addresses on its prefix bits, of its own family only", ({ range, inside, outside }) => {
    const holds = (ip: string) => cidrContains(parseCidr(range)!, parseIp(ip)!);
    expect(inside.filter(holds)).toEqual(inside);
    expect(outside.filter(holds)).toEqual([]);
  });
});
