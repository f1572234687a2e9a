// The one parser for every IP literal the server reads: client addresses from the socket, API key
// allowlist entries and webhook hosts. It takes only the plain spellings (dotted decimal without
// leading zeros, hex groups with at most one "::") because a text that two parsers read as two
// different addresses is how allowlists and SSRF guards are bypassed.

export interface IpAddress {
  family: 4 | 6;
  /** The address as an unsigned 32-bit (IPv4) or 128-bit (IPv6) number. */
  value: bigint;
  /** The IPv6 zone ("eth0" in "fe80::1%eth0"): Node reports link-local peers with one. */
  zone?: string;
}

export const ADDRESS_BITS = { 4: 32, 6: 128 } as const;

// Leading zeros are refused: "010" is 8 to inet_aton (octal) and 10 to most other parsers.
const OCTET = /^(0|[1-9]\d{0,2})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
// RFC 6874 allows unreserved characters in a zone; anything else is not an interface name.
const ZONE = /^[\w.~-]+$/;

/** An IPv4 or IPv6 address (IPv6 with an optional zone, without URL brackets); undefined if not one. */
export function parseIp(text: string): IpAddress | undefined {
  if (!text.includes(":")) {
    const value = parseIpv4(text);
    return value === undefined ? undefined : { family: 4, value };
  }
  const [literal = "", zone, ...more] = text.split("%");
  if (more.length > 0 || (zone !== undefined && !ZONE.test(zone))) return undefined;
  const value = parseIpv6(literal);
  if (value === undefined) return undefined;
  return zone === undefined ? { family: 6, value } : { family: 6, value, zone };
}

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split(".");
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!OCTET.test(part) || Number(part) > 255) return undefined;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIpv6(text: string): bigint | undefined {
  const hex = withHexTail(text);
  const [before = "", after, ...more] = hex?.split("::") ?? [];
  if (hex === undefined || more.length > 0) return undefined;
  const head = hexGroups(before);
  const tail = after === undefined ? [] : hexGroups(after);
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  // "::" stands for one zero group or more; without it all eight are written.
  if (after === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

/** Rewrites a dotted IPv4 ending ("::ffff:1.2.3.4") as its two hex groups; only the end may be dotted. */
function withHexTail(text: string): string | undefined {
  const start = text.lastIndexOf(":") + 1;
  const last = text.slice(start);
  if (!last.includes(".")) return text;
  const v4 = parseIpv4(last);
  return v4 === undefined ? undefined : `${text.slice(0, start)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
}

function hexGroups(text: string): number[] | undefined {
  if (text === "") return [];
  const parts = text.split(":");
  return parts.every((part) => HEX_GROUP.test(part)) ? parts.map((part) => parseInt(part, 16)) : undefined;
}
