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
