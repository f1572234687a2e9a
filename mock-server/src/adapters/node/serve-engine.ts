/// <reference types="node" />
// The engine is type-checked without Node's types so it stays Web-only; this adapter opts in.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Server as HttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { ConnectionDroppedError } from "../../engine/connection-dropped";
import type { Engine } from "../../engine/engine-types";
import { incomingHeader } from "./incoming-header";
import { closesOnUnreadBody, lingerBeforeClose } from "./lingering-close";
import { MalformedRequest, malformedAnswer, nodeRequest } from "./node-request";
import { NodeResponse, TEXT_PLAIN } from "./node-response";
import { createWriteBatch } from "./write-batch";
import { writeSimpleAnswer, writeStreamedAnswer } from "./write-response";

export const DEFAULT_HOST = "127.0.0.1";

/**
 * Under TLS every answer asks browsers to keep to https, as production does. Five minutes, not a
 * year: on localhost the policy would otherwise bind the developer's other local http servers.
 */
export const HSTS = "max-age=300";

/** In-flight responses get this long to finish after `close()` before their sockets are cut (default). */
const CLOSE_GRACE_MS = 2_000;

const IDLE_SWEEP_MS = 20;

// Node would answer an HTTP/1.1 request without Host itself, with a bodiless 400; the adapter
// refuses it (node-request.ts) in the problem shape every other answer has.
const PARSING = { requireHostHeader: false };

export interface CloseOptions {
  /** How long in-flight responses may take before their sockets are cut; Infinity waits for them all. */
  graceMs?: number;
}

export interface ListenOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

/** A certificate chain and its private key, in PEM: the server speaks HTTPS with them. */
export interface TlsCredentials {
  cert: string;
  key: string;
}

export interface EngineServer {
  /** `http://HOST:PORT` (`https://` under TLS), with the port actually bound. */
  readonly url: string;
  /** Stops accepting connections and resolves once in-flight responses are done; later calls wait for the same. */
  close(options?: CloseOptions): Promise<void>;
}

/** Serves `engine.fetch` over node:http (node:https with `tls`), passing the socket's address as the client IP. */
export async function serveEngine(
  engine: Pick<Engine, "fetch">,
  { port = 0, host = DEFAULT_HOST }: ListenOptions = {},
  tls?: TlsCredentials,
): Promise<EngineServer> {
  // node:https (and node:tls under it) only when asked for: a plain start does not load them.
  const server = tls
    ? (await import("node:https")).createServer({ cert: tls.cert, key: tls.key, ...PARSING }, withHsts(engineListener(engine)))
    : createServer(PARSING, engineListener(engine));
  await listen(server, port, host);
  const { port: boundPort } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return { url: originOf(host, boundPort, tls ? "https" : "http"), close: (options) => (closing ??= closeServer(server, options?.graceMs)) };
}

function withHsts(listener: RequestListener): RequestListener {
  return (incoming, outgoing) => {
    // Set before the answer's own headers, which writeHead merges over it.
    outgoing.setHeader("strict-transport-security", HSTS);
    listener(incoming, outgoing);
  };
}

function engineListener(engine: Pick<Engine, "fetch">): RequestListener {
  const queueWrite = createWriteBatch((error) => console.error("lps-mock: could not write a response:", error));
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    let answer: Promise<Response>;
    try {
      const context = { clientIp: incoming.socket.remoteAddress, header: (name: string) => incomingHeader(incoming, name) };
      answer = Promise.resolve(engine.fetch(nodeRequest(incoming, outgoing), context));
    } catch (error) {
      // Written as the engine's answers are, so a body still arriving is read away first.
      answer = error instanceof MalformedRequest ? Promise.resolve(malformedAnswer(error)) : Promise.reject(error);
    }
    answer.then(
      (response) => {
        // Rare (a body refused before it was read): only then are the answer's headers read here.
        if (closesOnUnreadBody(incoming, response)) lingerBeforeClose(incoming, outgoing);
        const simple = NodeResponse.simpleAnswer(response);
        // Only answers written from their parts wait for the turn's end (write-batch.ts): writing
        // them runs no engine code. A streamed body is read as it is written, and its reads must
        // run in its own request's async context, not in that of the turn's first answer.
        if (!simple) {
          writeStreamedAnswer(response, outgoing).catch((error: unknown) => failed(error, outgoing));
          return;
        }
        queueWrite(() => {
          try {
            writeSimpleAnswer(simple, outgoing);
          } catch (error) {
            failed(error, outgoing);
          }
        });
      },
      (error: unknown) => {
        // The sandbox's `drop_connection` fault: the client must see a reset, not an HTTP answer.
        // Queued, so that the answer to a request pipelined before it is written first.
        if (error instanceof ConnectionDroppedError) queueWrite(() => incoming.socket.destroy());
        else failed(error, outgoing, "a request failed");
      },
    );
  };
}

/** A failed fetch, or an answer Node would not write (not a Response, a header it refuses): 500 if nothing was sent yet, else a cut. */
function failed(error: unknown, outgoing: ServerResponse, what = "could not write a response"): void {
  console.error(`lps-mock: ${what}:`, error);
  if (outgoing.headersSent) {
    outgoing.destroy();
    return;
  }
  // The refused writeHead may have set its own reason phrase ("OK"), which Node would keep.
  const body = "Internal Server Error\n";
  outgoing.writeHead(500, "Internal Server Error", { "content-type": TEXT_PLAIN, "content-length": String(body.length) }).end(body);
}

export function listen(server: Server | HttpsServer, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

export function closeServer(server: Server | HttpsServer, graceMs = CLOSE_GRACE_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = Number.isFinite(graceMs) ? setTimeout(() => server.closeAllConnections(), graceMs).unref() : undefined;
    // A keep-alive connection whose response ends while closing would otherwise hold the close
    // until its idle time-out: idle connections are closed as they appear.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

/** The URL a local client uses: wildcard binds are reached through loopback, IPv6 in brackets. */
export function originOf(host: string, port: number, scheme: "http" | "https" = "http"): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `${scheme}://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}
