/// <reference types="node" />
import { delegateTo } from "./delegate";

// The `lps-mock` CLI, which owns its process, makes this class the global `Response` (as
// @hono/node-server does by default): an answer with a text or byte body keeps what it was built
// from, and the adapter writes status, headers and text straight to the socket. A real Response is
// built only when one is read as such (its body stream, text(), clone()), and the platform's class
// is looked up only then, so a start whose answers are all simple never loads undici. The library
// (`startMockServer`, `serveEngine`) never swaps: the caller's globals are the caller's, and the
// adapter then writes the platform's Responses (write-response.ts, writeStreamedAnswer).
// node/README.md has what the swap buys, measured, and how to remove it.

type SimpleBody = string | Uint8Array | null;

/** The Content-Type a text body gets when its answer names none (Fetch standard). */
export const TEXT_PLAIN = "text/plain;charset=UTF-8";

/** What the adapter writes without a real Response; `headers` as the answer was given them. */
export interface SimpleAnswer {
  status: number;
  headers: HeadersInit | undefined;
  body: SimpleBody;
}

/** Statuses whose responses carry no body (Fetch standard, "null body status"). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

const original = Object.getOwnPropertyDescriptor(globalThis, "Response");
let platform: typeof Response | undefined;

/**
 * The platform's Response. Node 20 defines it as a getter that loads undici on first read (Node
 * 22 and later load it as the descriptor is read, so there the saving is lost, nothing else).
 */
function platformResponse(): typeof Response {
  if (!platform) {
    platform = (original?.get ? original.get.call(globalThis) : original?.value) as typeof Response;
    // From now on a NodeResponse is a Response to the platform's prototype chain too.
    Object.setPrototypeOf(NodeResponse, platform);
    Object.setPrototypeOf(NodeResponse.prototype, platform.prototype);
    // Node's lazy global redefines itself as the class when read: the override goes back on top.
    if (swaps > 0) define({ value: NodeResponse, writable: true, configurable: true, enumerable: false });
  }
  return platform;
}

const isSimpleBody = (body: unknown): body is SimpleBody | undefined =>
  body === null || body === undefined || typeof body === "string" || body instanceof Uint8Array;

export class NodeResponse {
  readonly #simple: SimpleAnswer | undefined;
  #headers: Headers | undefined;
  #real: Response | undefined;

  constructor(body?: BodyInit | null, init?: ResponseInit) {
    const status = init?.status ?? 200;
    const plain = isSimpleBody(body) && Number.isInteger(status) && status >= 200 && status <= 599 && init?.statusText === undefined;
    if (plain && !(body != null && NULL_BODY_STATUSES.has(status))) {
      this.#simple = { status, headers: init?.headers, body: body ?? null };
    } else {
      // Anything else (streams, forms, statusText, invalid input) is the platform's to build or refuse.
      this.#real = new (platformResponse())(body, init);
    }
  }

  /** The parts of an answer still unread as a Response; undefined for anything else. */
  static simpleAnswer(value: unknown): SimpleAnswer | undefined {
    if (typeof value !== "object" || value === null || !(#simple in value) || value.#real) return undefined;
    // Headers read (and perhaps changed) since: written from that Headers object.
    return value.#headers ? { ...value.#simple!, headers: value.#headers } : value.#simple;
  }

  static [Symbol.hasInstance](this: unknown, value: unknown): boolean {
    // Subclasses (another adapter's Response built on this one) get the ordinary check.
    if (this !== NodeResponse) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && (#simple in value || value instanceof platformResponse());
  }

  /** As the platform's, but a simple answer (its length known, so not sent chunked). */
  static json(data: unknown, init?: ResponseInit): Response {
    const text = JSON.stringify(data);
    if (text === undefined) throw new TypeError("Response.json: the value cannot be serialised to JSON");
    const headers = new Headers(init?.headers);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
    return new NodeResponse(text, { ...init, headers }) as unknown as Response;
  }

  static redirect(url: string | URL, status = 302): Response {
    if (![301, 302, 303, 307, 308].includes(status)) throw new RangeError(`Response.redirect: ${status} is not a redirect status`);
    return new NodeResponse(null, { status, headers: { location: new URL(url).href } }) as unknown as Response;
  }

  static error(): Response {
    return platformResponse().error();
  }

  get status(): number {
    return this.#real?.status ?? this.#simple!.status;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  get headers(): Headers {
    if (this.#real) return this.#real.headers;
    if (!this.#headers) {
      const { headers, body } = this.#simple!;
      this.#headers = new Headers(headers);
      if (typeof body === "string" && !this.#headers.has("content-type")) this.#headers.set("content-type", TEXT_PLAIN);
    }
    return this.#headers;
  }

  /** The real Response, with any changes made to `headers` meanwhile. */
  real(): Response {
    if (!this.#real) {
      const { status, body } = this.#simple!;
      this.#real = new (platformResponse())(body as BodyInit | null, { status, headers: this.headers });
    }
    return this.#real;
  }
}

delegateTo(
  NodeResponse.prototype,
  (response) => response.real(),
  ["body", "bodyUsed", "redirected", "statusText", "type", "url"],
  ["arrayBuffer", "blob", "bytes", "clone", "formData", "json", "text"],
);

let swaps = 0;

const define = (descriptor: PropertyDescriptor) => Object.defineProperty(globalThis, "Response", descriptor);

/**
 * Makes `Response` this class for the whole process: for the `lps-mock` CLI only (and tests of
 * what it serves). The returned function puts the platform's back once every swap is undone
 * (unless something else has replaced it since).
 */
export function swapGlobalResponse(): () => void {
  if (swaps++ === 0) define({ value: NodeResponse, writable: true, configurable: true, enumerable: false });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--swaps === 0 && globalThis.Response === (NodeResponse as unknown) && original) define(original);
  };
}
