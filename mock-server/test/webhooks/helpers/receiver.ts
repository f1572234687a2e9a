import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Never answer (until the receiver closes), to provoke a time-out. */
  hang?: boolean;
}

/** Decides the reply to the n-th request (0-based); 200 by default. */
export type Script = (request: ReceivedRequest, index: number) => Reply;

export interface Receiver {
  readonly url: string;
  readonly port: number;
  readonly requests: ReceivedRequest[];
  /** Stops listening and drops open connections; the port stays reserved for `restart`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

/**
 * Fails (with `status`) the first request of each event at each path, and accepts the rest: a
 * failed attempt followed by a successful retry, per endpoint when each has its own path.
 */
export function failingFirstTime(status = 500): Script {
  const seen = new Set<string>();
  return (request) => {
    const key = `${request.path} ${String(request.headers["x-service-event-id"])}`;
    const first = !seen.has(key);
    seen.add(key);
    return { status: first ? status : 200 };
  };
}

/** A real HTTP receiver on 127.0.0.1 with a random port. */
export async function startReceiver(script: Script = () => ({ status: 200 })): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  let server = serve(script, requests);
  const port = await listen(server, 0);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    requests,
    async stop() {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restart() {
      server = serve(script, requests);
      await listen(server, port);
    },
  };
}

function serve(script: Script, requests: ReceivedRequest[]): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      const reply = script(request, requests.length - 1);
      if (reply.hang) return;
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      res.end('{"received":true}');
    });
  });
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}
