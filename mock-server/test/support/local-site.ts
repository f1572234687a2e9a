/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Another web server on this machine's loopback, as a hostile page or a dev server would be. */
export interface LocalSite {
  port: number;
  /** `http://<host>:<port>/`; 127.0.0.1 unless another name is asked for. */
  url(host?: string): string;
  close(): Promise<void>;
}

/** A site on a free port of 127.0.0.1 that answers every request with `answer`. */
export async function startLocalSite(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<LocalSite> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (host = "127.0.0.1") => `http://${host}:${port}/`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** A site that serves one HTML page at every path. */
export const startHtmlSite = (html: string) => startLocalSite((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(html));
