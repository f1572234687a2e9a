/** An address as 4 (IPv4) or 16 (IPv6) bytes. */
type Address = Uint8Array;

export interface Cidr {
  address: Address;
  prefix: number;
}

function parseIpv4(text: string): Address | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return null;
  return Uint8Array.from(parts, Number);
}

function parseGroups(text: string): number[] | null {
  if (text === "") return [];
  const groups: number[] = [];
  const parts = text.split(":");
  for (const [i, part] of parts.entries()) {
    if (i === parts.length - 1 && part.includes(".")) {
      const v4 = parseIpv4(part);
      if (!v4) return null;
      groups.push(((v4[0] as number) << 8) | (v4[1] as number), ((v4[2] as number) << 8) | (v4[3] as number));
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) groups.push(parseInt(part, 16));
    else return null;
  }
  return groups;
}

function parseIpv6(text: string): Address | null {
  const halves = text.replace(/%.*$/, "").split("::");
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0] ?? "");
  const tail = halves.length === 2 ? parseGroups(halves[1] ?? "") : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  return Uint8Array.from(groups.flatMap((g) => [g >> 8, g & 0xff]));
}

const MAPPED_V4_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];

/** Parses an IPv4 or IPv6 address; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes its IPv4 address. */
export function parseIp(text: string): Address | null {
  const address = text.includes(":") ? parseIpv6(text.replace(/^\[|\]$/g, "")) : parseIpv4(text);
  if (address?.length === 16 && MAPPED_V4_PREFIX.every((b, i) => address[i] === b)) return address.slice(12);
  return address;
}

/** Parses `10.0.0.0/8`, `2001:db8::/32` or a bare address (a single-host range). */
export function parseCidr(text: string): Cidr | null {
  const [ip = "", bits, ...rest] = text.trim().split("/");
  const address = rest.length === 0 ? parseIp(ip) : null;
  if (!address) return null;
  const max = address.length * 8;
  if (bits === undefined) return { address, prefix: max };
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null;
  return { address, prefix: Number(bits) };
}

export function cidrContains(cidr: Cidr, ip: string): boolean {
  const address = parseIp(ip);
  if (!address || address.length !== cidr.address.length) return false;
  const whole = cidr.prefix >> 3;
  for (let i = 0; i < whole; i++) if (address[i] !== cidr.address[i]) return false;
  const rest = cidr.prefix & 7;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((address[whole] as number) & mask) === ((cidr.address[whole] as number) & mask);
}

const LOOPBACK = [parseCidr("127.0.0.0/8"), parseCidr("::1/128")] as Cidr[];

export function isLoopback(ip: string): boolean {
  return LOOPBACK.some((range) => cidrContains(range, ip));
}
