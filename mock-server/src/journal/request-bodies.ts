/**
 * The bodies routes read outside the API's pipeline, by request object: the OAuth token and
 * revocation forms and the consent form's POST read theirs through read-body.ts, while the API's
 * operations hand theirs to the journal themselves (`rawBody`). Held weakly: a request nobody
 * journals takes its body with it.
 */
const bodies = new WeakMap<object, Uint8Array>();
const decoder = new TextDecoder();

/** Called by the body reader with every body it read whole. */
export function noteBodyRead(request: object, bytes: Uint8Array): void {
  if (bytes.byteLength > 0) bodies.set(request, bytes);
}

/**
 * The text of the body a route read from `request`, if one did, handed over once: the journal
 * keeps the request until its entry is built, and must not keep a second copy of the body with it.
 */
export function takeBodyRead(request: object): string | undefined {
  const bytes = bodies.get(request);
  if (bytes === undefined) return undefined;
  bodies.delete(request);
  return decoder.decode(bytes);
}
