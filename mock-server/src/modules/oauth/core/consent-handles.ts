import type { Clock } from "../../../domain/clock/clock";
import { steadyReading } from "../../../domain/clock/steady-reading";
import { CONSENT_TTL_MS, TOKEN_BYTES } from "../defaults";
import { randomToken, timingSafeEqual, type RandomBytes } from "./bytes";
import { expiringMap } from "./expiring-map";

export type ConsentHandles<T> = ReturnType<typeof createConsentHandles<T>>;

/**
 * A form or round trip carries only an opaque handle, so its request cannot be edited in the page;
 * it works once and only with the cookie it was bound to, which a cross-site request lacks.
 */
export function createConsentHandles<T>(clock: Clock, random: RandomBytes, lifetimeMs = CONSENT_TTL_MS) {
  const pending = expiringMap<{ request: T; binding: string }>(steadyReading(clock));
  return {
    create(request: T, binding: string): string {
      const handle = randomToken(random, TOKEN_BYTES);
      pending.set(handle, { request, binding }, lifetimeMs);
      return handle;
    },
    /** The request behind the handle, consumed whatever the outcome so it cannot be replayed. */
    take(handle: string, binding: string): T | undefined {
      const entry = pending.get(handle);
      pending.delete(handle);
      return entry && timingSafeEqual(entry.binding, binding) ? entry.request : undefined;
    },
    clear: () => pending.clear(),
  };
}
