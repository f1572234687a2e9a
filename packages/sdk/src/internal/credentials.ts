// Where the client's credential comes from, and how it is kept out of logs and messages.
import { LPSError } from "../core/errors";
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

export function redactUrl(url: string): string {
  return redactText(url).replace(/([?&])([^=&#]+)=([^&#]*)/g, (all, sep: string, name: string) =>
    SENSITIVE_NAME.test(name) ? `${sep}${name}=${MASK}` : all,
  );
}
