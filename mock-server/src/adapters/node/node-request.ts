/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from "node:http";
import { ProblemError, problemResponse } from "../../api/problem";
import { createRequestIds, cryptoRandom } from "../../store/ids";
import { delegateTo } from "./delegate";
import { bodyStream } from "./lingering-close";

// The engine gets a Request look-alike: its method and URL come straight from Node's parse, and a
// real Request is built only when something else is read (headers, body, signal). A GET answered
// from the URL and `context.header` never builds one, which spares each request undici's
// validation and, at start, loading undici at all (a tenth of a start), as @hono/node-server's
// lightweight request does for the first part.

/** A request line or Host header no URL can be made of: the adapter answers 400. */
export class MalformedRequest extends Error {
  override name = "MalformedRequest";
}

// The engine never sees these requests, so the adapter numbers its own refusals, in a run of
// random ids of the engine's form.
const refusalIds = createRequestIds(cryptoRandom);

/** The 400 problem for a request no URL can be made of, in the engine's shape, X-Request-Id and all. */
export function malformedAnswer(error: MalformedRequest): Response {
  const requestId = refusalIds();
  const problem = new ProblemError(400, "malformed_request", `${error.message}: no URL can be made of this request.`, {}, { connection: "close" });
  return problemResponse(problem, requestId, { "x-request-id": requestId });
}

const REAL = Symbol("real request");

/** The request as the Web API sees it; members other than method and url build the real one. */
class NodeRequest {
  readonly url: string;
  readonly #incoming: IncomingMessage;
  readonly #outgoing: ServerResponse;
  #headers: Headers | undefined;
  #real: Request | undefined;

  constructor(incoming: IncomingMessage, outgoing: ServerResponse, url: string) {
    this.#incoming = incoming;
    this.#outgoing = outgoing;
    this.url = url;
  }

  get method(): string {
    return this.#incoming.method ?? "GET";
  }

  get headers(): Headers {
    return (this.#headers ??= headersOf(this.#incoming));
  }

  [REAL](): Request {
    if (!this.#real) {
      const { method } = this;
      const hasBody = method !== "GET" && method !== "HEAD";
      // Its signal aborts if the client goes away before the answer is sent.
      const aborts = new AbortController();
      const outgoing = this.#outgoing;
      const gone = () => outgoing.writableFinished || aborts.abort(new Error("The client closed the connection"));
      if (outgoing.closed) gone();
      else outgoing.once("close", gone);
      const init: RequestInit & { duplex?: "half" } = { method, headers: this.headers, signal: aborts.signal };
      // A client gone before the body is first read (during a latency fault, say) leaves a
      // destroyed stream, which Request refuses outright as "disturbed": the body then fails when
      // read, as one cut off mid-way does, and the engine answers CLIENT_CLOSED_REQUEST, not 500.
      if (hasBody) Object.assign(init, { body: this.#incoming.destroyed ? failedBody() : bodyStream(this.#incoming), duplex: "half" });
      this.#real = new Request(this.url, init);
    }
    return this.#real;
  }
}

delegateTo(
  NodeRequest.prototype,
  (request) => request[REAL](),
  ["body", "bodyUsed", "cache", "credentials", "destination", "integrity", "keepalive", "mode", "redirect", "referrer", "referrerPolicy", "signal"],
  ["arrayBuffer", "blob", "clone", "formData", "json", "text"],
);

/** A body stream that errors on its first read. */
const failedBody = () =>
  new ReadableStream({
    start: (controller) => controller.error(new Error("The client closed the connection before its body was read")),
  });

function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
  return headers;
}

/**
 * The absolute URL of a request, as a Web server sees it: an absolute-form target as sent, a
 * path against its Host header. Both go through the URL parser, which resolves dot segments.
 */
export function requestUrl(incoming: IncomingMessage): string {
  const target = incoming.url ?? "";
  const query = target.indexOf("?");
  const backslash = target.indexOf("\\");
  // The URL parser reads "\" as "/", so the path routed would not be the path sent.
  if (backslash >= 0 && (query < 0 || backslash < query)) throw new MalformedRequest("Backslash in the request path");
  // A request target has no fragment (RFC 9112 §3.2); read as one, it would hide the query.
  if (target.includes("#")) throw new MalformedRequest("Fragment in the request target");
  const host = incoming.headers.host;
  // RFC 9112 §3.2: an HTTP/1.1 request without Host is refused, whatever its target's form.
  if (!host && incoming.httpVersion !== "1.0") throw new MalformedRequest("Missing Host header");
  if (target[0] !== "/") {
    if (!/^https?:\/\//i.test(target)) throw new MalformedRequest("Unsupported request target");
    return parse(target).href;
  }
  if (!host) throw new MalformedRequest("Missing Host header");
  // A TLS socket's requests are https ones: the engine builds its links and Secure cookies from this.
  const scheme = (incoming.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  const url = parse(`${scheme}://${host}${target}`);
  // A Host that is more than host[:port] ("a@b", "a/b") would put other text in the authority.
  const authority = host.toLowerCase();
  if (url.host !== authority && url.hostname !== authority.replace(/:\d+$/, "")) throw new MalformedRequest("Invalid Host header");
  return url.href;
}

function parse(url: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new MalformedRequest("Invalid request URL");
  }
}

/**
 * The engine's view of a Node request; see NodeRequest. It has every member of a Request, but it
 * is not one: `instanceof Request`, `new Request(request)` and `fetch(request)` do not take it.
 */
export function nodeRequest(incoming: IncomingMessage, outgoing: ServerResponse): Request {
  return new NodeRequest(incoming, outgoing, requestUrl(incoming)) as unknown as Request;
}
