import { concatBytes } from "./crypto";
import { type FetchHandler, jsonResponse } from "./handler";

/** The parts of Node's `IncomingMessage` used here (an Express request fits too). */
export interface NodeRequestLike extends AsyncIterable<Uint8Array | string> {
  method?: string;
  url?: string;
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Set by body-parsing middleware; only a raw Buffer or string keeps the signed bytes. */
  body?: unknown;
  /** True once something (a body parser) has read the whole stream. */
  readonly readableEnded?: boolean;
}

/** The parts of Node's `ServerResponse` used here. */
export interface NodeResponseLike {
  statusCode: number;
  readonly headersSent?: boolean;
  setHeader(name: string, value: string): unknown;
  end(chunk?: Uint8Array): unknown;
}

/** Serves a Fetch handler on node:http, or as Express/Connect middleware. */
export function toNodeHandler(handler: FetchHandler): (req: NodeRequestLike, res: NodeResponseLike) => void {
  return (req, res) => {
    toRequest(req)
      .then((request) => (request ? handler(request) : misconfigured()))
      .catch(() => jsonResponse(500, { error: "internal_error" }))
      .then((response) => send(response, res))
      .catch(() => {
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  };
}

async function toRequest(req: NodeRequestLike): Promise<Request | undefined> {
  const method = req.method ?? "GET";
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (":path") are not header names a Request accepts.
    if (name.startsWith(":")) continue;
    for (const item of typeof value === "string" ? [value] : (value ?? [])) headers.append(name, item);
  }
  const body = method === "GET" || method === "HEAD" ? undefined : await rawBodyOf(req);
  if (body === null) return undefined;
  return new Request(new URL(req.url ?? "/", "http://localhost"), { method, headers, body });
}

// express.raw()/text() leave the signed bytes in req.body. express.json() consumes the stream
// and discards them; null then tells the caller nothing can be verified.
async function rawBodyOf(req: NodeRequestLike): Promise<Uint8Array<ArrayBuffer> | string | null> {
  if (typeof req.body === "string") return req.body;
  if (req.body instanceof Uint8Array) return new Uint8Array(req.body);
  if (req.readableEnded) return null;
  const chunks: (Uint8Array | string)[] = [];
  for await (const chunk of req) chunks.push(chunk);
  return concatBytes(chunks);
}

// A server bug, not a bad delivery: 500 makes the sender retry once the parser is fixed.
function misconfigured(): Response {
  return jsonResponse(500, { error: "body_not_raw" });
}

async function send(response: Response, res: NodeResponseLike): Promise<void> {
  const body = new Uint8Array(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(body);
}
