import type { RequestOptions } from "../core/options";
import type { Outgoing, Transport } from "./outgoing";

type PendingInit = Omit<RequestInit, "headers" | "body"> & Omit<RequestOptions, "headers"> & { method: string; headers: Headers; body?: string };

/**
 * What openapi-fetch builds in place of a Request (its `Request` option): the URL and init it
 * computed. No Request is built only to be taken apart again; the transport makes its own.
 */
export class PendingRequest {
  readonly method: string;

  constructor(
    readonly url: string,
    readonly init: PendingInit,
  ) {
    this.method = init.method;
  }
}

/** The `fetch` given to openapi-fetch, so `raw` shares the transport with the resources. */
export const fromPending =
  (transport: Transport) =>
  ({ url, init }: PendingRequest): Promise<Response> => {
    const { method, headers, body, signal, ...options } = init;
    const outgoing: Outgoing = { method, url, headers: Object.fromEntries(headers), body, options: { ...options, signal: signal ?? undefined } };
    return transport(outgoing);
  };
