const encoder = new TextEncoder();

/** The parts end to end as bytes: strings UTF-8 encoded, byte parts copied as they are. */
export function concatBytes(parts: readonly (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part));
  const bytes = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);
  return bytes;
}
