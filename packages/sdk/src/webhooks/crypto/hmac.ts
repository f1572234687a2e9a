/**
 * HMAC-SHA256 keyed with the UTF-8 bytes of `secret`. The entry points inject either Web Crypto
 * or node:crypto; everything else is shared.
 */
export type Hmac = (secret: string, message: Uint8Array<ArrayBuffer>) => Uint8Array | Promise<Uint8Array>;
