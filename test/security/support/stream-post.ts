import { request } from "node:http";

/** How an upload ended: the answer (status and body), and the error the client saw, if any. */
export interface Posted {
  status: number | null;
  body: string;
  /** The client's error code (EPIPE, ECONNRESET), or null when the exchange ended cleanly. */
  error: string | null;
}

/**
 * POSTs `bytes` of "a" in 64 KiB chunks, honouring backpressure, with a Content-Length when
 * `declareLength`, else chunked (so only counting can stop it); resolves once the exchange ends.
 */
export function postAndRead(url: string, bytes: number, { headers = {}, declareLength = false }: { headers?: Record<string, string>; declareLength?: boolean } = {}): Promise<Posted> {
  return new Promise((resolve) => {
    const framing = declareLength ? { "content-length": String(bytes) } : { "transfer-encoding": "chunked" };
    const req = request(url, { method: "POST", headers: { ...framing, ...headers } });
    const chunk = Buffer.alloc(64 * 1024, 97);
    const posted: Posted = { status: null, body: "", error: null };
    let sent = 0;
    const failed = (error: Error) => (posted.error ??= (error as NodeJS.ErrnoException).code ?? error.message);
    req.on("response", (response) => {
      posted.status = response.statusCode ?? null;
      response.setEncoding("utf8");
      response.on("data", (text: string) => (posted.body += text));
      response.on("error", failed);
    });
    // A write that fails after the answer was read is still the client's error (EPIPE).
    req.on("error", failed);
    req.on("close", () => resolve(posted));
    const pump = () => {
      while (sent < bytes) {
        const part = Math.min(chunk.length, bytes - sent);
        sent += part;
        if (!req.write(part === chunk.length ? chunk : chunk.subarray(0, part))) {
          req.once("drain", pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

/**
 * The status of a chunked upload of `bytes`, or null when the server closed the connection
 * before the client read an answer.
 */
export async function streamPost(url: string, bytes: number, headers: Record<string, string> = {}): Promise<number | null> {
  return (await postAndRead(url, bytes, { headers })).status;
}
