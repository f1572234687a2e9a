/**
 * Requests whose answer a `Prefer` header forced. Kept by request object, which outlives any
 * copy of the answer the framework makes while stamping headers.
 */
const forced = new WeakSet<object>();

export function markForced(request: object): void {
  forced.add(request);
}

export function wasForced(request: object | undefined): boolean {
  return request !== undefined && forced.has(request);
}
