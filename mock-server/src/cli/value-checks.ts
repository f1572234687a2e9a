import { corsOriginOf } from "../api/cors";
import { isHostName } from "../api/host-check";
import { BEARER_TOKEN_RULE, bearerTokenProblem } from "../auth/bearer-token";
import { parseInstant } from "../domain/clock/clock-state";
import { UsageError } from "./command";

/**
 * Turns a flag's text into a value, or says what was expected; `shown` is what the error quotes
 * instead of the text, when the text holds a secret.
 */
export type Check<T> = (raw: string) => { value: T } | { expected: string; shown?: string };

/** The flag's checked value; the error names the flag, what it expects and what it got. */
export function convert<T>(name: string, raw: string, check: Check<T>, command?: string): T {
  const result = check(raw);
  if ("expected" in result) throw new UsageError(`--${name} expects ${result.expected}, got "${result.shown ?? raw}"`, command);
  return result.value;
}

// One grammar for every numeric flag: decimal digits, and for non-integer flags a fraction after
// a point. Number() alone also reads 0x10, 0b1, 1e3, " 5" and Infinity, so some flags took forms
// others refused.
const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

export function integerIn(min: number, max: number): Check<number> {
  return (raw) => {
    const value = Number(raw);
    return INTEGER.test(raw) && value >= min && value <= max ? { value } : { expected: `an integer from ${min} to ${max}` };
  };
}

export function numberIn(min: number, max: number, expected: string): Check<number> {
  return (raw) => {
    const value = Number(raw);
    return DECIMAL.test(raw) && value >= min && value <= max ? { value } : { expected };
  };
}

export function nonEmpty(expected: string): Check<string> {
  return (raw) => (raw.trim() === "" ? { expected } : { value: raw });
}

export function jsonObject(raw: string): { value: Record<string, unknown> } | { expected: string } {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return { value: value as Record<string, unknown> };
  } catch {
    // Reported below with the text that was given.
  }
  return { expected: "a JSON object" };
}

export function hostName(raw: string): { value: string } | { expected: string } {
  // A name, not an authority: the port does not matter, whichever the server is bound to.
  return isHostName(raw)
    ? { value: raw }
    : { expected: "a host name or IP address without a port" };
}

export function corsOrigin(raw: string): { value: string } | { expected: string } {
  const origin = corsOriginOf(raw);
  return origin ? { value: origin } : { expected: "* or an origin such as http://localhost:5173 (scheme, host and port only; no wildcard)" };
}

export function httpUrl(raw: string): ReturnType<Check<string>> {
  // fetch, which passes deliveries on, speaks nothing else: an ftp: receiver would fail every one.
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url?.protocol !== "http:" && url?.protocol !== "https:") return { expected: "an http or https URL" };
  // fetch refuses a URL with credentials in it at every request, and a log line would print them.
  if (!url.username && !url.password) return { value: raw };
  url.username = url.password = "";
  return { expected: "an http or https URL without a user name or password", shown: `${url.protocol}//…@${url.href.slice(url.protocol.length + 2)}` };
}

export function oneOf<const T extends string>(choices: readonly T[]): Check<T> {
  return (raw) => ((choices as readonly string[]).includes(raw) ? { value: raw as T } : { expected: choices.join(", ").replace(/, ([^,]*)$/, " or $1") });
}

export function instant(raw: string): { value: string } | { expected: string } {
  return parseInstant(raw) === undefined ? { expected: "an RFC 3339 time from 1970 to 9999, such as 2026-01-01T00:00:00Z" } : { value: raw };
}

/**
 * `--api-key`'s values, each an RFC 6750 b64token: a key no Authorization header can carry would
 * start a server that answers 401 to it. The error says where the value breaks the grammar but
 * never shows the value, a secret that would end up in CI logs.
 */
export function apiKeys(raws: readonly string[], command: string): string[] {
  return raws.map((raw, index) => {
    if (raw === "") throw new UsageError('--api-key expects a non-empty key, got ""', command);
    const problem = bearerTokenProblem(raw);
    if (problem === undefined) return raw;
    const which = raws.length > 1 ? ` (the ${ordinal(index + 1)})` : "";
    throw new UsageError(`--api-key${which} expects ${BEARER_TOKEN_RULE}; it has ${problem}`, command);
  });
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}
