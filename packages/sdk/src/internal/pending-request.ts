import type { RequestOptions } from "../core/options";

export type PendingInit = Omit<RequestInit, "headers"> &
  Omit<RequestOptions, "headers"> & { method: string; headers: Headers };

/**
 * What openapi-fetch builds in place of a Request (its `Request` option): the URL and init it
 * computed. The transport makes a real request from it for each attempt, so every retry gets a
 * fresh body and current credentials, and no Request is built only to be copied by fetch.
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
