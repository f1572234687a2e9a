// The Node adapter's order of writes: answers computed in one turn go out together in its check
// phase (write-batch.ts), and what must not wait does not.
import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it, vi } from "vitest";
import { ConnectionDroppedError } from "../../src/engine/connection-dropped";
import { deferred, rawGet, receivedUntilClosed, servedEngines, spyOnEnd } from "./support/served-engines";

const { serve } = servedEngines();

describe("serveEngine: answers written together", () => {
  it("holds the answers computed in one turn until its check phase, then sends each", async () => {
    const release = deferred();
    let arrived = 0;
    const bothArrived = deferred();
    const url = await serve(async (request) => {
      if (++arrived === 2) bothArrived.resolve();
      await release.promise;
      return new Response(new URL(request.url).pathname);
    });
    const ended: string[] = [];
    const end = spyOnEnd(() => ended.push("end"));
    try {
      const answers = Promise.all([rawGet(`${url}/a`), rawGet(`${url}/b`)]);
      await bothArrived.promise;
      // Scheduled before the answers exist, so it runs first in the check phase that writes them.
      setImmediate(() => ended.push("check phase"));
      release.resolve();
      expect(await answers).toEqual(["/a", "/b"]);
    } finally {
      end.mockRestore();
    }
    expect(ended).toEqual(["check phase", "end", "end"]);
  });
});

describe("serveEngine: what is not held for the turn's end", () => {
  it("writes a pipelined request's answer before the reset a later drop_connection asks for", async () => {
    const url = new URL(
      await serve(async (request) => {
        if (new URL(request.url).pathname === "/drop") throw new ConnectionDroppedError();
        return new Response("first answer");
      }),
    );
    const pipelined = "GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /drop HTTP/1.1\r\nHost: x\r\n\r\n";

    const received = await receivedUntilClosed(url, pipelined);

    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*\r\n\r\nfirst answer$/);
  });

  it("reads a streamed body in its own request's async context, not in that of the turn's first answer", async () => {
    const store = new AsyncLocalStorage<string>();
    const release = deferred();
    let arrived = 0;
    const bothArrived = deferred();
    const url = await serve((request) => {
      // As an APM agent would: a store entered for the request, seen by what the adapter runs for it.
      store.enterWith(new URL(request.url).pathname);
      return (async () => {
        if (++arrived === 2) bothArrived.resolve();
        await release.promise;
        // highWaterMark 0: nothing is pulled until the adapter reads the body as it writes it.
        const body = new ReadableStream<Uint8Array>(
          {
            pull(controller) {
              controller.enqueue(new TextEncoder().encode(store.getStore() ?? "no store"));
              controller.close();
            },
          },
          { highWaterMark: 0 },
        );
        return new Response(body);
      })();
    });

    const answers = Promise.all([rawGet(`${url}/a`), rawGet(`${url}/b`)]);
    await bothArrived.promise;
    release.resolve();

    expect(await answers).toEqual(["/a", "/b"]);
  });
});
