// Web Crypto only, so the same code runs in browsers, workers and Node.

export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** `bytes` random bytes, base64url-encoded; 32 bytes give 43 characters (256 bits). */
export const randomToken = (bytes = 32): string => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** The S256 code challenge of a verifier (RFC 7636 §4.2). */
export async function s256(codeVerifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(codeVerifier))));
}

export interface Pkce {
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: "S256";
}

export async function createPkce(): Promise<Pkce> {
  const codeVerifier = randomToken();
  return { codeVerifier, codeChallenge: await s256(codeVerifier), codeChallengeMethod: "S256" };
}
