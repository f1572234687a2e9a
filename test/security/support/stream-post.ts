import { request } from "node:http";

/**
 * POSTs `bytes` of "a" in chunks without a Content-Length (so only counting can stop it), and
 * resolves with the status, or null when the server closed the connection before the client
 * read an answer (it stops reading at its limit, so the client's writes may fail first).
 */
export function streamPost(url: string, bytes: number, headers: Record<string, string> = {}): Promise<number | null> {
  return new Promise((resolve) => {
    const req = request(url, { method: "POST", headers: { "transfer-encoding": "chunked", ...headers } });
    const chunk = Buffer.alloc(64 * 1024, 97);
    let sent = 0;
    req.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? null));
      response.on("error", () => resolve(response.statusCode ?? null));
    });
    req.on("error", () => resolve(null));
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}
