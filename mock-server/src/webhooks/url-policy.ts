import { parseIp } from "../auth/net/ip-address";
import { MAX_URL_LENGTH } from "./delivery-defaults";
import { specialPurposeOf } from "./ip-ranges";

export type UrlVerdict = { ok: true } | { ok: false; reason: string };

export interface UrlPolicyOptions {
  /** Sandbox mode: loopback receivers are allowed, over http as well as https. */
  allowLoopbackHttp: boolean;
  /**
   * Where this server listens: a receiver on one of these ports, on loopback (any spelling) or on
   * one of these hosts, would be the server calling itself (its sandbox API, from loopback).
   */
  self?: { ports: readonly number[]; hosts: readonly string[] };
}

// RFC 3986's characters. Outside them (a backslash, spaces, quotes, braces, non-ASCII) URL
// parsers disagree: WHATWG reads "https://a.example\@127.0.0.1/" as host a.example, Python's
// urllib as 127.0.0.1. A receiver URL has no need for any of them.
const RFC3986 = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const DEFAULT_PORTS: Readonly<Record<string, number>> = { "http:": 80, "https:": 443 };

/** Where this server listens, from its public URL (none known in process or under MSW). */
export function selfAddress(publicUrl: string | undefined): UrlPolicyOptions["self"] {
  if (publicUrl === undefined) return undefined;
  const url = new URL(publicUrl);
  const port = url.port === "" ? DEFAULT_PORTS[url.protocol] ?? 80 : Number(url.port);
  return { ports: [port], hosts: [url.hostname] };
}

type Host = { kind: "ip"; address: string; label: string | undefined } | { kind: "name"; loopback: boolean };

/**
 * Decides whether a webhook URL may be registered (an SSRF guard). Host names are accepted
 * without resolving them: the server works offline, so the real service must check the
 * resolved address again at every delivery (docs/events.md).
 */
export function validateWebhookUrl(url: string, options: UrlPolicyOptions): UrlVerdict {
  if (url.length > MAX_URL_LENGTH) return deny(`the URL is longer than ${MAX_URL_LENGTH} characters`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return deny("not a valid absolute URL");
  }
  const odd = [...url].find((char) => !RFC3986.test(char));
  if (odd !== undefined) {
    return deny(`the character ${JSON.stringify(odd)} is not allowed: URL parsers disagree on what it means`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return deny(`https is required (got ${parsed.protocol})`);
  }
  if (parsed.username !== "" || parsed.password !== "") {
    return deny("credentials in the URL are not allowed; receivers authenticate deliveries by their signature");
  }
  const spelled = hostAsWritten(url);
  if (parseIp(parsed.hostname)?.family === 4 && spelled !== parsed.hostname) {
    return deny(`IP address written in a non-standard form ("${spelled}" means ${parsed.hostname}) is not allowed`);
  }
  if (spelled.includes("%")) return deny("percent-encoding in the host is not allowed: URL parsers disagree on it");
  const host = classifyHost(parsed.hostname);
  if (host === undefined) return deny(`unrecognised IP address ${parsed.hostname}`);

  const loopback = host.kind === "ip" ? host.label === "loopback" : host.loopback;
  if (options.self && pointsAtSelf(parsed, loopback, options.self)) {
    return deny("the URL points at this server itself; deliveries to it are not allowed");
  }
  if (host.kind === "ip" && host.label !== undefined && !loopback) {
    return deny(`${host.label} address ${host.address} is not allowed`);
  }
  if (loopback) {
    return options.allowLoopbackHttp
      ? { ok: true }
      : deny(`loopback address ${parsed.hostname} is allowed only in sandbox mode`);
  }
  if (parsed.protocol === "http:") {
    return deny("https is required; plain http is accepted only for loopback receivers in sandbox mode");
  }
  return { ok: true };
}

function pointsAtSelf(url: URL, loopback: boolean, self: NonNullable<UrlPolicyOptions["self"]>): boolean {
  const port = url.port === "" ? DEFAULT_PORTS[url.protocol] : Number(url.port);
  if (port === undefined || !self.ports.includes(port)) return false;
  return loopback || self.hosts.includes(url.hostname.replace(/\.$/, ""));
}

function deny(reason: string): UrlVerdict {
  return { ok: false, reason };
}

function classifyHost(hostname: string): Host | undefined {
  const bracketed = hostname.startsWith("[");
  const address = bracketed ? hostname.slice(1, -1) : hostname;
  const ip = parseIp(address);
  if (ip) return { kind: "ip", address, label: specialPurposeOf(ip) };
  if (bracketed) return undefined;
  // RFC 6761: "localhost" and every name under it resolve to loopback.
  const name = hostname.replace(/\.$/, "");
  return { kind: "name", loopback: name === "localhost" || name.endsWith(".localhost") };
}

// The URL parser turns "2130706433", "0x7f.1" or "%31%32%37.0.0.1" into 127.0.0.1. Comparing
// with the host as the user wrote it catches those spellings, which other parsers may read
// differently from ours.
const AUTHORITY = /^[\u0000-\u0020]*[a-z][a-z\d+.-]*:[\\/]*([^\\/?#]*)/i;

function hostAsWritten(url: string): string {
  const authority = AUTHORITY.exec(url.replace(/[\t\n\r]/g, ""))?.[1] ?? "";
  return authority.slice(authority.lastIndexOf("@") + 1).replace(/:\d*$/, "").toLowerCase();
}
