import { ADDRESS_BITS, type IpAddress, parseIp } from "./ip-address";

/** An address range: every address whose first `prefix` bits are those of `base`. */
export interface Cidr {
  base: IpAddress;
  prefix: number;
}

const PREFIX = /^(0|[1-9]\d{0,2})$/;

/** `10.0.0.0/8`, `2001:db8::/32`, or a bare address as a one-address range; undefined if malformed. */
export function parseCidr(text: string): Cidr | undefined {
  const [address = "", bits, ...more] = text.split("/");
  const base = more.length === 0 ? parseIp(address) : undefined;
  // A range is not bound to one interface, so a zone has no meaning in it.
  if (!base || base.zone !== undefined) return undefined;
  const width = ADDRESS_BITS[base.family];
  if (bits === undefined) return { base, prefix: width };
  if (!PREFIX.test(bits) || Number(bits) > width) return undefined;
  return { base, prefix: Number(bits) };
}

/** Whether `address` is in `range`; an address of the other family never is. */
export function cidrContains(range: Cidr, address: IpAddress): boolean {
  if (address.family !== range.base.family) return false;
  const hostBits = BigInt(ADDRESS_BITS[address.family] - range.prefix);
  return address.value >> hostBits === range.base.value >> hostBits;
}
