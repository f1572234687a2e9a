import type { RequestOptions } from "../core/options";

/** One call as the transport sees it, before credentials and retries. */
export interface Outgoing {
  method: string;
  url: string;
  /** Lower-case names, so checks such as "has the caller set an Idempotency-Key" are exact. */
  headers: Record<string, string>;
  /** Serialized once; every attempt sends it anew, since a string body is never consumed. */
  body: string | undefined;
  options: RequestOptions;
}

export type Transport = (outgoing: Outgoing) => Promise<Response>;

export function lowerCaseHeaders(headers: Record<string, string> | undefined, into: Record<string, string> = {}) {
  for (const name in headers) into[name.toLowerCase()] = headers[name]!;
  return into;
}
