import { concatBytes } from "./crypto";
import { type FetchHandler, jsonResponse } from "./handler";

/** The parts of Node's `IncomingMessage` used here (an Express request fits too). */
export interface NodeRequestLike extends AsyncIterable<Uint8Array | string> {
  method?: string | undefined;
  url?: string | undefined;
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Set by body-parsing middleware; only a raw Buffer or string keeps the signed bytes. */
  body?: unknown;
  /** True once something (a body parser) has read the whole stream. */
  readonly readableEnded?: boolean | undefined;
}

/** The parts of Node's `ServerResponse` used here. */
export interface NodeResponseLike {
  statusCode: number;
  readonly headersSent?: boolean | undefined;
  setHeader(name: string, value: string): unknown;
  end(chunk?: Uint8Array): unknown;
}

/**
 * Serves a Fetch handler on node:http, or as Express/Connect middleware. The body reaches the
 * handler as a stream, so a handler that refuses early (no signature headers, over its body
 * limit) never buffers what it did not read; the connection is then closed rather than drained.
 */
export function toNodeHandler(handler: FetchHandler): (req: NodeRequestLike, res: NodeResponseLike) => void {
  return (req, res) => {
    Promise.resolve()
      .then(() => {
        const request = toRequest(req);
        return request ? handler(request) : misconfigured();
      })
      .catch(() => jsonResponse(500, { error: "internal_error" }))
      .then((response) => send(response, req, res))
      .catch(() => {
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  };
}

function toRequest(req: NodeRequestLike): Request | undefined {
  const method = req.method ?? "GET";
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (":path") are not header names a Request accepts.
    if (name.startsWith(":")) continue;
    for (const item of typeof value === "string" ? [value] : (value ?? [])) headers.append(name, item);
  }
  const body = method === "GET" || method === "HEAD" ? undefined : rawBodyOf(req);
  if (body === null) return undefined;
  // `duplex` is what Node's Request requires of a streamed body; other runtimes ignore it.
  return new Request(new URL(req.url ?? "/", "http://localhost"), { method, headers, body, duplex: "half" } as RequestInit);
}

// express.raw()/text() leave the signed bytes in req.body. express.json() consumes the stream
// and discards them; null then tells the caller nothing can be verified.
function rawBodyOf(req: NodeRequestLike): BodyInit | null {
  if (typeof req.body === "string") return req.body;
  if (req.body instanceof Uint8Array) return new Uint8Array(req.body);
  if (req.readableEnded) return null;
  const chunks = req[Symbol.asyncIterator]();
  // Pulled chunk by chunk as the handler reads: nothing is read ahead of it.
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(typeof value === "string" ? concatBytes([value]) : value);
      },
    },
    { highWaterMark: 0 },
  );
}

// A server bug, not a bad delivery: 500 makes the sender retry once the parser is fixed.
function misconfigured(): Response {
  return jsonResponse(500, { error: "body_not_raw" });
}

async function send(response: Response, req: NodeRequestLike, res: NodeResponseLike): Promise<void> {
  const body = new Uint8Array(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  // A body left unread (refused early) is not drained: closing the connection ends the upload.
  if (req.readableEnded === false) res.setHeader("connection", "close");
  res.end(body);
}
