/// <reference types="node" />
import type { IncomingHttpHeaders } from "node:http";
import { isWebhookVerificationError, verifyWebhook } from "@lps/sdk/webhooks";

/** Why the relay refused a request: the problem it answers and the line it prints. */
export interface Refusal {
  code: "cross_origin_refused" | "host_not_allowed" | "not_a_delivery";
  detail: string;
  /** For the developer's terminal; the sender is not told which check failed. */
  reason: string;
}

/** The relay's own `Host` values: the address the server was given, and its loopback aliases. */
export function relayHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
}

const NOT_SIGNED = "only the server's signed webhook deliveries are relayed";

/**
 * A relay on loopback is reachable by every page the developer's browser opens: a page's POST
 * carries `Origin`, a DNS-rebound one a foreign `Host`, and neither holds the webhook's secret.
 * Only a delivery signed with that secret (which only the server listen registered with knows)
 * goes on to the receiver.
 */
export async function refusalOf(headers: IncomingHttpHeaders, body: Buffer, hosts: Set<string>, secret: string | undefined): Promise<Refusal | undefined> {
  if (headers.origin !== undefined) {
    return { code: "cross_origin_refused", detail: `${NOT_SIGNED}; a browser page's request (Origin: ${headers.origin}) is not one.`, reason: `sent by a web page (Origin: ${headers.origin})` };
  }
  const host = (headers.host ?? "").toLowerCase();
  if (!hosts.has(host)) {
    return { code: "host_not_allowed", detail: `${NOT_SIGNED}, addressed to ${[...hosts][0]}; this request named Host: ${host || "(none)"}.`, reason: `addressed to a foreign Host (${host || "none"}), as DNS rebinding does` };
  }
  if (secret === undefined) return { code: "not_a_delivery", detail: `${NOT_SIGNED}; listen has not registered yet.`, reason: "arrived before the webhook was registered" };
  try {
    await verifyWebhook(body, headers, secret);
    return undefined;
  } catch (error) {
    if (!isWebhookVerificationError(error)) throw error;
    return { code: "not_a_delivery", detail: `${NOT_SIGNED}.`, reason: `not signed with this webhook's secret (${error.code})` };
  }
}

/** The problem+json body of a refusal, in the server's own shape. */
export function refusalBody(refusal: Refusal): string {
  const { code, detail } = refusal;
  return JSON.stringify({ type: `https://docs.lps.example/errors/${code}`, title: "Forbidden", status: 403, detail, code });
}
