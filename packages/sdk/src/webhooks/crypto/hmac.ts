/**
 * Lower-case hex HMAC-SHA256 of the concatenated `parts`, keyed with the UTF-8 bytes of `secret`.
 * Strings are UTF-8 encoded; byte parts are used as they are. The entry points inject either
 * Web Crypto or node:crypto; everything else is shared.
 */
export type Hmac = (secret: string, parts: readonly (string | Uint8Array)[]) => string | Promise<string>;
