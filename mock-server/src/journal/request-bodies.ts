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

/** The text of the body a route read from `request`, if one did. */
export function bodyReadFrom(request: object | undefined): string | undefined {
  const bytes = request === undefined ? undefined : bodies.get(request);
  return bytes === undefined ? undefined : decoder.decode(bytes);
}
