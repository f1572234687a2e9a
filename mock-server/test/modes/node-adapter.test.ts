import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import type { Engine, RequestContext } from "../../src/engine/engine-types";
import { originOf, serveEngine, type EngineServer } from "../../src/node/serve-engine";

type FakeFetch = Engine["fetch"];

let server: EngineServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(fetch: FakeFetch): Promise<string> {
  server = await serveEngine({ fetch });
  return server.url;
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("serveEngine", () => {
  it("hands the engine the request and the socket's address, and sends its response back", async () => {
    let seen: { method: string; path: string; body: string; context?: RequestContext } | undefined;
    const url = await serve(async (request, context) => {
      seen = { method: request.method, path: new URL(request.url).pathname, body: await request.text(), context };
      return Response.json({ ok: true }, { status: 201, headers: { "x-request-id": "req_1" } });
    });

    const response = await fetch(`${url}/v1/leads`, { method: "POST", body: '{"name":"Ada"}' });

    expect(response.status).toBe(201);
    expect(response.headers.get("x-request-id")).toBe("req_1");
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toEqual({
      method: "POST",
      path: "/v1/leads",
      body: '{"name":"Ada"}',
      context: { clientIp: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/), header: expect.any(Function) },
    });
    expect(seen?.context?.header?.("content-type")).toBe("text/plain;charset=UTF-8");
  });

  it("drops the connection when the engine's fetch rejects, and keeps serving", async () => {
    const url = await serve(async (request) => {
      if (new URL(request.url).pathname === "/drop") throw new TypeError("simulated network failure");
      return new Response("still here");
    });

    await expect(fetch(`${url}/drop`)).rejects.toThrow(TypeError);
    expect(await (await fetch(`${url}/after`)).text()).toBe("still here");
  });

  it("streams a body chunk by chunk instead of buffering it", async () => {
    const firstChunkRead = deferred();
    const url = await serve(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(new TextEncoder().encode("first;"));
              // Buffering the whole body would wait here forever: the client must see "first;" now.
              await firstChunkRead.promise;
              controller.enqueue(new TextEncoder().encode("second"));
              controller.close();
            },
          }),
        ),
    );

    const reader = (await fetch(url)).body!.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    firstChunkRead.resolve();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);

    expect(first).toBe("first;");
    expect(rest).toBe("second");
  });

  it("lets an in-flight response finish on close(), then refuses new connections", async () => {
    const started = deferred();
    const release = deferred();
    const url = await serve(async () => {
      started.resolve();
      await release.promise;
      return new Response("finished");
    });

    const inFlight = rawGet(url);
    await started.promise;
    const closing = server!.close();
    release.resolve();

    expect(await inFlight).toBe("finished");
    await closing;
    await expect(rawGet(url)).rejects.toThrow(/ECONNREFUSED/);
    server = undefined;
  });
});

describe("originOf", () => {
  it.each([
    ["127.0.0.1", "http://127.0.0.1:4010"],
    ["0.0.0.0", "http://127.0.0.1:4010"],
    ["::", "http://[::1]:4010"],
    ["::1", "http://[::1]:4010"],
    ["localhost", "http://localhost:4010"],
  ])("%s → %s", (host, url) => {
    expect(originOf(host, 4010)).toBe(url);
  });
});

/** A one-off GET on a fresh connection (fetch's pool would hide a refused connect behind reuse). */
function rawGet(url: string): Promise<string> {
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
