import type { Clock } from "../../../domain/clock/clock";
import { steadyReading } from "../../../domain/clock/steady-reading";
import { CONSENT_TTL_MS, TOKEN_BYTES } from "../defaults";
import { randomToken, timingSafeEqual, type RandomBytes } from "./bytes";
import { expiringMap } from "./expiring-map";

interface Pending<T> {
  request: T;
  binding: string;
}

export type ConsentHandles<T> = ReturnType<typeof createConsentHandles<T>>;

/**
 * The consent form carries only an opaque handle, so its request cannot be edited in the page; it
 * works once and only with the SameSite cookie it was bound to, which a cross-site post lacks.
 */
export function createConsentHandles<T>(clock: Clock, random: RandomBytes) {
  const pending = expiringMap<Pending<T>>(steadyReading(clock));
  return {
    create(request: T, binding: string): string {
      const handle = randomToken(random, TOKEN_BYTES);
      pending.set(handle, { request, binding }, CONSENT_TTL_MS);
      return handle;
    },
    /** The request behind the handle, consumed whatever the outcome so it cannot be replayed. */
    take(handle: string, binding: string): T | undefined {
      const entry = pending.get(handle);
      pending.delete(handle);
      if (!entry || !timingSafeEqual(entry.binding, binding)) return undefined;
      return entry.request;
    },
    clear: () => pending.clear(),
  };
}
