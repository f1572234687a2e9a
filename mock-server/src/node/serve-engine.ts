/// <reference types="node" />
// The engine is type-checked without Node's types so it stays Web-only; this adapter opts in.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Engine } from "../engine/engine-types";
import { incomingHeader } from "./incoming-header";
import { MalformedRequest, nodeRequest } from "./node-request";
import { keepTickObject } from "./keep-tick-object";
import { NodeResponse, install as installNodeResponse, TEXT_PLAIN } from "./node-response";
import { createWriteBatch } from "./write-batch";
import { writeSimpleAnswer, writeStreamedAnswer } from "./write-response";

export const DEFAULT_HOST = "127.0.0.1";

/** In-flight responses get this long to finish after `close()` before their sockets are cut (default). */
const CLOSE_GRACE_MS = 2_000;

const IDLE_SWEEP_MS = 20;

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

export interface EngineServer {
  /** `http://HOST:PORT`, with the port actually bound. */
  readonly url: string;
  /** Stops accepting connections and resolves once in-flight responses are done; later calls wait for the same. */
  close(options?: CloseOptions): Promise<void>;
}

/** Serves `engine.fetch` over node:http, passing the socket's address as the client IP. */
export async function serveEngine(
  engine: Pick<Engine, "fetch">,
  { port = 0, host = DEFAULT_HOST }: ListenOptions = {},
): Promise<EngineServer> {
  const uninstall = installNodeResponse();
  const server = createServer(engineListener(engine));
  try {
    await listen(server, port, host);
  } catch (error) {
    uninstall();
    throw error;
  }
  keepTickObject();
  const { port: boundPort } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return { url: originOf(host, boundPort), close: (options) => (closing ??= closeServer(server, options?.graceMs).finally(uninstall)) };
}

function engineListener(engine: Pick<Engine, "fetch">) {
  const queueWrite = createWriteBatch((error) => console.error("lps-mock: could not write a response:", error));
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    let answer: Promise<Response>;
    try {
      const context = { clientIp: incoming.socket.remoteAddress, header: (name: string) => incomingHeader(incoming, name) };
      answer = Promise.resolve(engine.fetch(nodeRequest(incoming, outgoing), context));
    } catch (error) {
      if (error instanceof MalformedRequest) {
        outgoing.writeHead(400, { "content-type": TEXT_PLAIN, connection: "close" }).end(`${error.message}\n`);
        return;
      }
      answer = Promise.reject(error);
    }
    answer.then(
      (response) => {
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
      // A rejected fetch is how the engine asks for a lost connection (the sandbox's
      // `drop_connection` fault): the client must see a reset, not an HTTP answer. Queued, so
      // that the answer to a request pipelined before it on the connection is written first.
      () => queueWrite(() => incoming.socket.destroy()),
    );
  };
}

/** An answer Node would not write (not a Response, a header it refuses): 500 if nothing was sent yet, else a cut. */
function failed(error: unknown, outgoing: ServerResponse): void {
  console.error("lps-mock: could not write a response:", error);
  if (outgoing.headersSent) {
    outgoing.destroy();
    return;
  }
  // The refused writeHead may have set its own reason phrase ("OK"), which Node would keep.
  const body = "Internal Server Error\n";
  outgoing.writeHead(500, "Internal Server Error", { "content-type": TEXT_PLAIN, "content-length": String(body.length) }).end(body);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function closeServer(server: Server, graceMs = CLOSE_GRACE_MS): Promise<void> {
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
export function originOf(host: string, port: number): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}
