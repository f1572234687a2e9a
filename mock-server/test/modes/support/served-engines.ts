// Fake engines served on the Node adapter, and raw HTTP to talk to them, for the adapter's tests.
import { request as httpRequest, ServerResponse } from "node:http";
import { connect } from "node:net";
import { afterEach, vi } from "vitest";
import type { Engine } from "../../../src/engine/engine-types";
import { swapGlobalResponse } from "../../../src/adapters/node/node-response";
import { serveEngine, type EngineServer } from "../../../src/adapters/node/serve-engine";

/**
 * `serve(fetch)` starts a server and gives its URL; every server a test started is closed after it.
 * They serve as in the `lps-mock` CLI: with the adapter's `Response` swapped in, which is undone
 * once the test's servers are closed.
 */
export function servedEngines() {
  const open = new Set<EngineServer>();
  let newest: EngineServer | undefined;
  let undoSwap: (() => void) | undefined;
  const closeAll = async () => {
    for (const started of open) await started.close();
    open.clear();
    newest = undefined;
    undoSwap?.();
    undoSwap = undefined;
  };
  afterEach(closeAll);
  return {
    async serve(fetch: Engine["fetch"]): Promise<string> {
      undoSwap ??= swapGlobalResponse();
      newest = await serveEngine({ fetch });
      open.add(newest);
      return newest.url;
    },
    /** The latest server a test started. */
    latest: () => newest,
    closeAll,
  };
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A one-off GET on a fresh connection (fetch's pool would hide a refused connect behind reuse). */
export function rawGet(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Sends raw bytes on a new connection and returns everything the server sent until it closed. */
export function rawExchange(url: URL, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(bytes));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("end", () => resolve(received));
    socket.on("error", reject);
  });
}

/** Spies on ServerResponse#end, calling `onCall` with each call's arguments before Node's own end. */
export function spyOnEnd(onCall: (args: unknown[]) => unknown) {
  const originalEnd = ServerResponse.prototype.end;
  return vi.spyOn(ServerResponse.prototype, "end").mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
    onCall(args);
    return Reflect.apply(originalEnd, this, args) as ServerResponse;
  });
}

/** Sends raw bytes on a new connection and returns what the server sent before the connection closed, by a reset or not. */
export function receivedUntilClosed(url: URL, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(bytes));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(received));
  });
}
