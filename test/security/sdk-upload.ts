import http from "node:http";

/**
 * POSTs `bytes` of zeros to a receiver on loopback, chunked, from one reused chunk and honouring
 * backpressure, so the sender holds no copy of what it sends. Resolves to the status, or -1 when
 * the receiver closed the connection mid-upload (that is a refusal too).
 */
export function upload(port: number, bytes: number, headers: Record<string, string> = {}): Promise<number> {
  return new Promise<number>((resolve) => {
    const request = http.request({ port, host: "127.0.0.1", method: "POST", path: "/hooks", headers: { ...headers, "transfer-encoding": "chunked" } });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", () => resolve(-1));
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });
}
