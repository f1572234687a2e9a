/// <reference types="node" />
import { createServer } from "node:http";
import { closeServer, listen, originOf, type EngineServer } from "./serve-engine";

/**
 * A plain-http listener (`--http-redirect PORT`) that answers every request with 308 to the
 * same path on the https server, keeping the method and body as 308 requires. The host name the
 * client used is kept, so a redirect from http://localhost goes to https://localhost.
 */
export async function serveHttpRedirect(httpsUrl: string, port: number, host: string): Promise<EngineServer> {
  const target = new URL(httpsUrl);
  const server = createServer((incoming, outgoing) => {
    const hostname = hostnameOf(incoming.headers.host) ?? target.hostname;
    const path = incoming.url?.startsWith("/") ? incoming.url : "/";
    const location = `https://${hostname}:${target.port}${path}`;
    const body = `${location}\n`;
    outgoing.writeHead(308, { location, "content-type": "text/plain; charset=utf-8", "content-length": String(Buffer.byteLength(body)) }).end(body);
  });
  await listen(server, port, host);
  const { port: bound } = server.address() as { port: number };
  let closing: Promise<void> | undefined;
  return { url: originOf(host, bound), close: () => (closing ??= closeServer(server)) };
}

/** The host name of a Host header, without its port; undefined when it is not a plain host. */
function hostnameOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    const url = new URL(`http://${header}`);
    return url.host === header.toLowerCase() || url.hostname === header.toLowerCase().replace(/:\d+$/, "") ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}
