/// <reference types="node" />
// The engine is type-checked without Node's types so it stays Web-only; this adapter opts in.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener, RequestError } from "@hono/node-server";
import type { Engine } from "../engine/engine-types";
import { incomingHeader } from "./incoming-header";

export const DEFAULT_HOST = "127.0.0.1";

/** In-flight responses get this long to finish after `close()` before their sockets are cut. */
const CLOSE_GRACE_MS = 2_000;

export interface ListenOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface EngineServer {
  /** `http://HOST:PORT`, with the port actually bound. */
  readonly url: string;
  /** Stops accepting connections and resolves once in-flight responses are done. */
  close(): Promise<void>;
}

/** Serves `engine.fetch` over node:http, passing the socket's address as the client IP. */
export async function serveEngine(
  engine: Pick<Engine, "fetch">,
  { port = 0, host = DEFAULT_HOST }: ListenOptions = {},
): Promise<EngineServer> {
  const server = createServer(engineListener(engine));
  await listen(server, port, host);
  const { port: boundPort } = server.address() as AddressInfo;
  return { url: originOf(host, boundPort), close: () => closeServer(server) };
}

function engineListener(engine: Pick<Engine, "fetch">) {
  return getRequestListener(
    async (request, { incoming }) => {
      try {
        return await engine.fetch(request, {
          clientIp: incoming.socket.remoteAddress,
          header: (name) => incomingHeader(incoming, name),
        });
      } catch (error) {
        // A rejected fetch is how the engine asks for a lost connection (the sandbox's
        // `drop_connection` fault): the client must see a reset, not an HTTP answer.
        incoming.socket.destroy();
        throw error;
      }
    },
    {
      // Unparseable requests still get an answer; a dropped one must get none.
      errorHandler: (error) => (error instanceof RequestError ? new Response(null, { status: 400 }) : undefined),
    },
  );
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

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
    server.close((error) => {
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
