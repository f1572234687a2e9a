/// <reference types="node" />
import { createServer, type ServerResponse } from "node:http";
import { allowsHost, hostNotAllowed } from "../../api/host-check";
import { problemResponse } from "../../api/problem";
import { createRequestIds, cryptoRandom } from "../../store/ids";
import { httpsRequired, httpsRequiredOAuth, redirectsToHttps, speaksOAuthErrors } from "./redirect-policy";
import { closeServer, listen, originOf, type EngineServer } from "./serve-engine";

/**
 * A plain-http listener (`--http-redirect PORT`) that answers a browser's page load with 308 to
 * the same path on the https server, and any other request (an API call, a token request, a
 * request with Authorization) with 403 https_required naming that URL (see redirect-policy.ts);
 * on the OAuth endpoints that refusal takes their RFC 6749 shape, `invalid_request`.
 * The host name the client used is kept, so a redirect from http://localhost goes to
 * https://localhost; like every route of the https port it must be one of `allowedHosts`, else
 * the answer is 403 host_not_allowed: a rebound or forged Host is never reflected into Location.
 */
export async function serveHttpRedirect(httpsUrl: string, port: number, host: string, allowedHosts: readonly string[]): Promise<EngineServer> {
  const target = new URL(httpsUrl);
  const allows = allowsHost(allowedHosts);
  const requestIds = createRequestIds(cryptoRandom);
  const server = createServer((incoming, outgoing) => {
    const header = incoming.headers.host;
    const hostname = header === undefined ? target.hostname : hostnameOf(header);
    if (hostname === undefined || !allows(hostname)) {
      void refuse(outgoing, problemResponse(hostNotAllowed(hostname ?? header ?? ""), requestIds()));
      return;
    }
    const path = incoming.url?.startsWith("/") ? incoming.url : "/";
    const location = `https://${hostname}:${target.port}${path}`;
    const authorized = incoming.headers.authorization !== undefined;
    if (!redirectsToHttps(incoming.method, path, authorized)) {
      const answer = speaksOAuthErrors(path) ? httpsRequiredOAuth(location, authorized) : problemResponse(httpsRequired(location, authorized), requestIds());
      void refuse(outgoing, answer);
      return;
    }
    const body = `${location}\n`;
    outgoing.writeHead(308, { location, "content-type": "text/plain; charset=utf-8", "content-length": String(Buffer.byteLength(body)) }).end(body);
  });
  await listen(server, port, host);
  const { port: bound } = server.address() as { port: number };
  let closing: Promise<void> | undefined;
  return { url: originOf(host, bound), close: () => (closing ??= closeServer(server)) };
}

async function refuse(outgoing: ServerResponse, answer: Response): Promise<void> {
  const body = await answer.text();
  const headers = { ...Object.fromEntries(answer.headers), "content-length": String(Buffer.byteLength(body)) };
  outgoing.writeHead(answer.status, headers).end(body);
}

/** The host name of a Host header, without its port; undefined when it is not a plain host. */
function hostnameOf(header: string): string | undefined {
  try {
    const url = new URL(`http://${header}`);
    return url.host === header.toLowerCase() || url.hostname === header.toLowerCase().replace(/:\d+$/, "") ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}
