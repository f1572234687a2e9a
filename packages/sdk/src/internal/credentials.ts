// Where the client's credential comes from, and how it is kept out of logs and messages.
import { InsecureTransportError, LPSError } from "../core/errors";
import type { ClientOptions } from "../core/options";

export interface Credentials {
  /** Bearer token for the next attempt; `refused` is the token a 401 just rejected. */
  token: (refused?: string) => string | Promise<string>;
  /** Whether `token` can return anything new after a 401 (an API key cannot). */
  refreshable: boolean;
}

/** The API key or token source the options name; `envApiKey` is `LPS_API_KEY` where it exists. */
export function resolveCredentials({ apiKey, tokenSource }: ClientOptions, envApiKey: () => string | undefined, envName: string): Credentials {
  if (apiKey && tokenSource) throw new LPSError("Pass either apiKey or tokenSource, not both");
  const key = apiKey ?? (tokenSource ? undefined : envApiKey());
  if (key) return { token: () => key, refreshable: false };
  if (!tokenSource) throw new LPSError(`No credentials: pass apiKey or tokenSource to createClient, or set ${envName}`);
  return {
    token: typeof tokenSource === "function" ? tokenSource : (refused) => tokenSource.getAccessToken(refused),
    refreshable: true,
  };
}

// Loopback as RFC 6761 and the URL parser write it: the parser has already turned 127.1 or
// 0x7f.0.0.1 into dotted decimal and lower-cased the name.
const LOOPBACK_HOST = /^(?:localhost|[^/]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** Whether `url` is plain http to a host that is not loopback: a credential sent there is readable on the path. */
export function isRemotePlainHttp(url: string | URL): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "http:" && !LOOPBACK_HOST.test(hostname);
}

/** Throws InsecureTransportError for a remote plain-http `url`, unless the caller opted out. */
export function assertSecureTransport(url: string, allowInsecureHttp: boolean | undefined, optionHome: string): void {
  const parsed = new URL(url);
  // Origin and path only: a query or user info may carry a credential of its own.
  if (!allowInsecureHttp && isRemotePlainHttp(parsed)) throw new InsecureTransportError(parsed.origin + parsed.pathname, optionHome);
}

// Keeps credentials out of log records: the logger may write to shared sinks.
const SENSITIVE_NAME = /authorization|cookie|token|secret|password|api[-_]?key/i;
// Credential shapes the service issues (API keys, refresh tokens, client and webhook secrets, JWTs).
const CREDENTIAL = /\b(?:lps_(?:sk|rt|cs)_|whsec_)[\w-]+|\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const MASK = "[redacted]";

export const redactText = (text: string): string => text.replace(CREDENTIAL, MASK);

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in headers) out[name] = SENSITIVE_NAME.test(name) ? MASK : redactText(headers[name]!);
  return out;
}

/** `METHOD url` as errors name a call, the URL redacted as in logs (a query may carry a credential). */
export const describeCall = ({ method }: { method: string }, { url }: { url: string }): string => `${method} ${redactUrl(url)}`;

export function redactUrl(url: string): string {
  return redactText(url).replace(/([?&])([^=&#]+)=([^&#]*)/g, (all, sep: string, name: string) =>
    SENSITIVE_NAME.test(name) ? `${sep}${name}=${MASK}` : all,
  );
}
