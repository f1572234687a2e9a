import type { Clock } from "../../clock/clock";
import { CONSENT_TTL_MS, TOKEN_BYTES } from "../defaults";
import { randomToken, timingSafeEqual, type RandomBytes } from "./bytes";

interface Pending<T> {
  request: T;
  binding: string;
  expiresAt: number;
}

export type ConsentHandles<T> = ReturnType<typeof createConsentHandles<T>>;

/**
 * The consent form carries only an opaque handle; the validated request stays here, so its
 * parameters cannot be edited in the page. A handle works once, before it expires, and only with
 * the browser cookie (`binding`) it was issued to, which a cross-site form post cannot send.
 */
export function createConsentHandles<T>(clock: Clock, random: RandomBytes) {
  const pending = new Map<string, Pending<T>>();
  return {
    create(request: T, binding: string): string {
      // Unanswered pages would pile up; the oldest come first, so pruning stops at the first live one.
      for (const [old, entry] of pending) {
        if (clock.now() <= entry.expiresAt) break;
        pending.delete(old);
      }
      const handle = randomToken(random, TOKEN_BYTES);
      pending.set(handle, { request, binding, expiresAt: clock.now() + CONSENT_TTL_MS });
      return handle;
    },
    /** The request behind the handle, consumed whatever the outcome so it cannot be replayed. */
    take(handle: string, binding: string): T | undefined {
      const entry = pending.get(handle);
      pending.delete(handle);
      if (!entry || clock.now() > entry.expiresAt || !timingSafeEqual(entry.binding, binding)) return undefined;
      return entry.request;
    },
    clear: () => pending.clear(),
  };
}
