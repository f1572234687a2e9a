// IP literals as the URL policy sees them: after WHATWG URL parsing, IPv4 hosts are already
// dotted decimal and IPv6 hosts are compressed hex, so these parsers can be strict.

/** Strict dotted decimal ("10.0.0.5"); any other spelling is not an address here. */
export function parseIpv4(text: string): bigint | undefined {
  const parts = text.split(".");
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return undefined;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

/** Hex groups with at most one "::", optionally ending in dotted IPv4 ("::ffff:1.2.3.4"). */
export function parseIpv6(text: string): bigint | undefined {
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const head = groupsOf(halves[0] ?? "");
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? "") : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

function groupsOf(text: string): number[] | undefined {
  if (text === "") return [];
  const groups: number[] = [];
  const parts = text.split(":");
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes(".")) {
      const v4 = parseIpv4(part);
      if (v4 === undefined) return undefined;
      groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      return undefined;
    }
  }
  return groups;
}
