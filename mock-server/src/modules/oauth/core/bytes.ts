import { base64url } from "jose";

export type RandomBytes = (bytes: number) => Uint8Array;

export const webRandom: RandomBytes = (bytes) => crypto.getRandomValues(new Uint8Array(bytes));

/** `prefix` + base64url of `bytes` random bytes: ids, secrets, codes and tokens alike. */
export function randomToken(random: RandomBytes, bytes: number, prefix = ""): string {
  return prefix + base64url.encode(random(bytes));
}

/** RFC 7636 §4.1 and §4.2: a verifier, and its S256 challenge. */
export const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
export const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** base64url(SHA-256(value)): the PKCE S256 transform and how every credential is stored. */
export async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return base64url.encode(new Uint8Array(digest));
}

/** A copy sharing no memory with its source: a V8 sliced string would keep the whole body alive. */
export const ownCopy = (text: string): string => new TextDecoder().decode(new TextEncoder().encode(text));

/** Compares without an early exit, so the time taken does not reveal the matching prefix. */
export function timingSafeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i % (b.length || 1));
  return diff === 0;
}
