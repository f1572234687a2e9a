import { type Cidr, cidrContains, parseCidr } from "../auth/net/cidr";
import type { IpAddress } from "../auth/net/ip-address";

// Special-purpose blocks (RFC 6890 and the IANA registries) that a webhook must never reach.
// The first matching row wins, so narrower blocks come before the blocks that contain them.
const IPV4_BLOCKS: readonly (readonly [cidr: string, label: string])[] = [
  ["0.0.0.0/8", "unspecified"],
  ["10.0.0.0/8", "private"],
  ["100.64.0.0/10", "shared (carrier-grade NAT)"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"],
  ["172.16.0.0/12", "private"],
  ["192.0.0.0/24", "reserved"],
  ["192.0.2.0/24", "documentation"],
  ["192.168.0.0/16", "private"],
  ["198.18.0.0/15", "benchmarking"],
  ["198.51.100.0/24", "documentation"],
  ["203.0.113.0/24", "documentation"],
  ["224.0.0.0/4", "multicast"],
  ["255.255.255.255/32", "broadcast"],
  ["240.0.0.0/4", "reserved"],
];

// IPv4-embedding forms are refused outright: some stacks route them to the embedded address.
const IPV6_BLOCKS: readonly (readonly [cidr: string, label: string])[] = [
  ["::/128", "unspecified"],
  ["::1/128", "loopback"],
  ["::ffff:0:0/96", "IPv4-mapped IPv6"],
  ["::/96", "IPv4-compatible IPv6"],
  ["64:ff9b::/96", "IPv4-translated (NAT64) IPv6"],
  ["64:ff9b:1::/48", "IPv4-translated (NAT64) IPv6"],
  ["100::/64", "discard-only"],
  ["2001::/32", "IPv4-embedding (Teredo) IPv6"],
  ["2001:db8::/32", "documentation"],
  ["2002::/16", "IPv4-embedding (6to4) IPv6"],
  ["fc00::/7", "private"],
  ["fe80::/10", "link-local"],
  ["fec0::/10", "site-local"],
  ["ff00::/8", "multicast"],
];

const BLOCKS: readonly { range: Cidr; label: string }[] = [...IPV4_BLOCKS, ...IPV6_BLOCKS].map(([cidr, label]) => {
  const range = parseCidr(cidr);
  if (!range) throw new Error(`bad block ${cidr}`);
  return { range, label };
});

/** The special-purpose label of an address ("private", "loopback", …), or undefined if public. */
export function specialPurposeOf(address: IpAddress): string | undefined {
  return BLOCKS.find((block) => cidrContains(block.range, address))?.label;
}
