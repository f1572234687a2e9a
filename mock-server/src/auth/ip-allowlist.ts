import { type Cidr, cidrContains, parseCidr } from "./net/cidr";
import { type IpAddress, parseIp } from "./net/ip-address";

// Dual-stack sockets report IPv4 clients as "::ffff:a.b.c.d", so an allowlist reads an IPv4-mapped
// address, whether a client's or an entry's, as the IPv4 address it carries.
const MAPPED = parseCidr("::ffff:0.0.0.0/96") as Cidr;
const MAPPED_BITS = 96;

function unmapped(address: IpAddress): IpAddress {
  return cidrContains(MAPPED, address) ? { family: 4, value: address.value & 0xffffffffn } : address;
}

/** An allowlist entry (`10.0.0.0/8`, `2001:db8::/32` or a bare address); undefined if malformed. */
export function parseAllowedRange(text: string): Cidr | undefined {
  const range = parseCidr(text.trim());
  if (!range || !cidrContains(MAPPED, range.base)) return range;
  // Wider than the mapped block, the range would hold IPv6 addresses as well as IPv4 ones.
  return range.prefix < MAPPED_BITS ? undefined : { base: unmapped(range.base), prefix: range.prefix - MAPPED_BITS };
}

/** Whether a client at `clientIp` (as the socket reports it) is inside `range`. */
export function isAllowedFrom(range: Cidr, clientIp: string): boolean {
  const address = parseIp(clientIp);
  return address !== undefined && cidrContains(range, unmapped(address));
}

const LOOPBACK = ["127.0.0.0/8", "::1"].map(parseAllowedRange) as Cidr[];

export function isLoopback(clientIp: string): boolean {
  return LOOPBACK.some((range) => isAllowedFrom(range, clientIp));
}
