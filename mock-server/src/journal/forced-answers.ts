// Requests whose answer a `Prefer` header forced or a sandbox fault injected, by request object,
// which outlives any copy of the answer the framework makes while stamping headers.
const forced = new WeakSet<object>();

export function markForced(request: object): void {
  forced.add(request);
}

export function wasForced(request: object | undefined): boolean {
  return request !== undefined && forced.has(request);
}

// An injected status is whatever the rule asked for, so the contract does not judge it.
const injected = new WeakSet<object>();

export function markInjected(request: object): void {
  injected.add(request);
}

export function wasInjected(request: object | undefined): boolean {
  return request !== undefined && injected.has(request);
}
