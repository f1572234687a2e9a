// Bodies routes outside the API's pipeline read (OAuth forms, through read-body.ts), by request
// object, held weakly: a request nobody journals takes its body with it.
const bodies = new WeakMap<object, Uint8Array>();
const decoder = new TextDecoder();

export function noteBodyRead(request: object, bytes: Uint8Array): void {
  if (bytes.byteLength > 0) bodies.set(request, bytes);
}

/** Handed over once: the journal keeps the request until its entry is built, and no second copy. */
export function takeBodyRead(request: object): string | undefined {
  const bytes = bodies.get(request);
  if (bytes === undefined) return undefined;
  bodies.delete(request);
  return decoder.decode(bytes);
}
