/**
 * A header of a parsed Node request, as `Request#headers.get` would give it: any case of the
 * name matches and repeated headers join with ", ". Node's own `incoming.headers` drops repeats
 * of some headers (Authorization among them), which would let the adapters disagree.
 */
export function incomingHeader(incoming: { rawHeaders: string[] }, name: string): string | undefined {
  const raw = incoming.rawHeaders;
  const wanted = name.toLowerCase();
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const field = raw[i] as string;
    if (field.length !== wanted.length || field.toLowerCase() !== wanted) continue;
    const fieldValue = raw[i + 1] as string;
    value = value === undefined ? fieldValue : `${value}, ${fieldValue}`;
  }
  return value;
}
