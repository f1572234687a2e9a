import { execFileSync } from "node:child_process";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ConnectionDroppedError } from "../../src/engine/connection-dropped";
import type { Engine, RequestContext } from "../../src/engine/engine-types";
import { NodeResponse } from "../../src/adapters/node/node-response";
import { originOf, serveEngine } from "../../src/adapters/node/serve-engine";
import { deferred, rawExchange, rawGet, servedEngines } from "./support/served-engines";

type FakeFetch = Engine["fetch"];

const { serve, latest, closeAll } = servedEngines();

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

  it("drops the connection when the engine's fetch rejects with ConnectionDroppedError, and keeps serving", async () => {
    const url = await serve(async (request) => {
      if (new URL(request.url).pathname === "/drop") throw new ConnectionDroppedError();
      return new Response("still here");
    });

    await expect(fetch(`${url}/drop`)).rejects.toThrow(TypeError);
    expect(await (await fetch(`${url}/after`)).text()).toBe("still here");
  });

  it("answers 500 and logs the error when the engine's fetch rejects with anything else", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const failure = new TypeError("a bug in a handler");
      const url = await serve(async () => {
        throw failure;
      });

      const response = await fetch(`${url}/any`);

      expect(response.status).toBe(500);
      expect(logged).toHaveBeenCalledWith("lps-mock: a request failed:", failure);
    } finally {
      logged.mockRestore();
    }
  });

  it("serves the platform's Responses when the global Response is not swapped (the library)", async () => {
    const platform = globalThis.Response;
    const server = await serveEngine({ fetch: async () => Response.json({ ok: true }, { headers: { "x-request-id": "req_2" } }) });
    try {
      const [head, body] = (await rawExchange(new URL(server.url), "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).split("\r\n\r\n");
      expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(head).toMatch(/\r\nx-request-id: req_2/i);
      expect(body).toContain('{"ok":true}');
      expect(globalThis.Response).toBe(platform);
    } finally {
      await server.close();
    }
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
    const closing = latest()!.close();
    release.resolve();

    expect(await inFlight).toBe("finished");
    await closing;
    await expect(rawGet(url)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe("serveEngine: a port already taken", () => {
  it("rejects with Node's EADDRINUSE", async () => {
    const taken = Number(new URL(await serve(async () => new Response("ok"))).port);
    await expect(serveEngine({ fetch: async () => new Response("no") }, { port: taken })).rejects.toThrow(/EADDRINUSE/);
  });
});

describe("serveEngine: requests Node parsed but no URL can be made of", () => {
  const engineSaw: string[] = [];
  beforeEach(() => void (engineSaw.length = 0));
  const echo: FakeFetch = async (request) => (engineSaw.push(request.url), new Response(request.url));
  const send = async (lines: string[]) => rawExchange(new URL(await serve(echo)), `${lines.join("\r\n")}\r\n\r\n`);

  it("answers 400 to a path with a backslash, which the URL parser would read as a slash", async () => {
    expect(await send(["GET /a\\b HTTP/1.1", "Host: 127.0.0.1"])).toMatch(/^HTTP\/1\.1 400 [^]*Backslash/);
    expect(engineSaw).toEqual([]);
  });

  it("answers 400 to a target with a fragment, which would hide its query", async () => {
    expect(await send(["GET /v1/properties#?limit=abc HTTP/1.1", "Host: 127.0.0.1"])).toMatch(/^HTTP\/1\.1 400 [^]*Fragment/);
    expect(engineSaw).toEqual([]);
  });

  it("answers 400 to a Host header that is more than host[:port], or to none", async () => {
    expect(await send(["GET /x HTTP/1.1", "Host: evil.example@127.0.0.1"])).toMatch(/^HTTP\/1\.1 400 [^]*Invalid Host/);
    expect(await send(["GET /x HTTP/1.1", "Host: 127.0.0.1/y"])).toMatch(/^HTTP\/1\.1 400 /);
    expect(await send(["GET /x HTTP/1.0"])).toMatch(/^HTTP\/1\.1 400 [^]*Missing Host/);
    expect(engineSaw).toEqual([]);
  });

  it("hands on an absolute-form target as sent, and a path with its dot segments resolved", async () => {
    expect(await send(["GET http://api.example:8080/v1/x?q=1 HTTP/1.1", "Host: 127.0.0.1"])).toMatch(/\r\n\r\nhttp:\/\/api\.example:8080\/v1\/x\?q=1$/);
    expect(await send(["GET /v1/../healthz HTTP/1.1", "Host: LOCALHOST:4010"])).toMatch(/\r\n\r\nhttp:\/\/localhost:4010\/healthz$/);
  });
});

describe("serveEngine: answers written from their parts", () => {
  const head = async (fetch: FakeFetch, method = "GET") => {
    const response = await rawExchange(new URL(await serve(fetch)), `${method} / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    return response.toLowerCase();
  };

  it("adds the Content-Length, and the Content-Type a text body defaults to, when the answer has none", async () => {
    const text = await head(async () => new Response("héllo"));
    expect(text).toContain("content-length: 6\r\n");
    expect(text).toContain("content-type: text/plain;charset=utf-8\r\n");
    const bytes = await head(async () => new Response(new Uint8Array([1, 2, 3]), { status: 201, headers: { "X-Id": "a" } }));
    expect(bytes).toMatch(/^http\/1\.1 201 /);
    expect(bytes).toContain("content-length: 3\r\n");
    expect(bytes).toContain("x-id: a\r\n");
    expect(bytes).not.toContain("content-type");
  });

  it("sends a text as its UTF-8 bytes, with or without a Content-Length from the answer", async () => {
    const texts = ["plain ASCII {\"a\":1}", "héllo", "a😀b", "lone \ud800 surrogate", "ÿ"];
    for (const text of texts) {
      const utf8 = Buffer.from(text, "utf8");
      const given: Array<Record<string, string>> = [{}, { "content-length": String(utf8.length) }];
      for (const headers of given) {
        const url = await serve(async () => new Response(text, { headers }));
        const response = await fetch(url);
        expect(response.headers.get("content-length")).toBe(String(utf8.length));
        expect(Buffer.from(await response.arrayBuffer())).toEqual(utf8);
      }
    }
  });

  it("writes headers changed after the answer was built, and every Set-Cookie apart", async () => {
    const text = await head(async () => {
      const response = new Response("ok", { headers: [["Set-Cookie", "a=1"], ["Set-Cookie", "b=2"]] });
      response.headers.set("x-late", "yes");
      return response;
    });
    expect(text).toContain("x-late: yes\r\n");
    expect(text).toContain("set-cookie: a=1\r\nset-cookie: b=2\r\n");
  });

  it("sends no body to HEAD, and keeps the length the GET would have", async () => {
    const text = await head(async () => new Response("12345"), "HEAD");
    expect(text).toContain("content-length: 5\r\n");
    expect(text.endsWith("\r\n\r\n")).toBe(true);
  });

  it("sends no Content-Length with a 204 or a 304", async () => {
    expect(await head(async () => new Response(null, { status: 204, headers: { "x-a": "1" } }))).not.toContain("content-length");
    expect(await head(async () => new Response(null, { status: 304 }))).not.toContain("content-length");
  });

  it("sends Response.json and Response.redirect with their length, as the platform builds them", async () => {
    const json = await head(async () => Response.json({ a: "é" }, { status: 201 }));
    expect(json).toMatch(/^http\/1\.1 201 /);
    expect(json).toContain("content-type: application/json\r\n");
    expect(json).toContain("content-length: 10\r\n");
    expect(await head(async () => Response.redirect("https://example.com/a b", 307))).toContain("location: https://example.com/a%20b\r\n");
    expect(() => Response.redirect("https://example.com", 200)).toThrow(RangeError);
  });

  it("survives a handler that throws instead of rejecting, or answers no Response", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let call = 0;
    const url = await serve((() => {
      call++;
      if (call === 1) throw new Error("thrown, not rejected");
      if (call === 2) return Promise.resolve(undefined);
      return Promise.resolve(new Response("fine"));
    }) as unknown as FakeFetch);
    expect((await fetch(url)).status).toBe(500);
    expect((await fetch(url)).status).toBe(500);
    expect(await (await fetch(url)).text()).toBe("fine");
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it("answers 500 to a header Node refuses to write, and keeps serving", async () => {
    let calls = 0;
    const url = await serve(async () => new Response("x", { headers: calls++ === 0 ? { "bad header": "v" } : {} }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let answer: string;
    try {
      answer = await rawExchange(new URL(url), "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    // Its own reason phrase (not the refused answer's "OK") and a length, not a chunked body.
    expect(answer).toMatch(/^HTTP\/1\.1 500 Internal Server Error\r\n/);
    expect(answer.toLowerCase()).toContain("content-length: 22\r\n");
    expect(answer.endsWith("\r\n\r\nInternal Server Error\n")).toBe(true);
    expect(await (await fetch(url)).text()).toBe("x");
  });

  it("aborts the request's signal when the client goes away before the answer", async () => {
    const listening = deferred();
    const aborted = deferred<unknown>();
    const url = new URL(
      await serve(async (request) => {
        request.signal.addEventListener("abort", () => aborted.resolve(request.signal.reason));
        listening.resolve();
        return new Promise<Response>(() => undefined); // never answers
      }),
    );
    const socket = connect(Number(url.port), url.hostname, () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
    await listening.promise;
    socket.destroy();
    expect(await aborted.promise).toBeInstanceOf(Error);
  });

  it("is a Response to instanceof, as the platform's are, and the global is given back once the swap is undone", async () => {
    await serve(async () => new Response("x"));
    expect(new Response("x")).toBeInstanceOf(Response);
    expect(new Response("x")).toBeInstanceOf(NodeResponse);
    expect(await new Response("x").text()).toBe("x"); // builds the real one
    expect(new Response(new ReadableStream())).toBeInstanceOf(Response);
    class Other extends NodeResponse {}
    expect(new NodeResponse("x")).not.toBeInstanceOf(Other);
    await closeAll();
    expect(globalThis.Response).not.toBe(NodeResponse);
    expect(NodeResponse.simpleAnswer(new Response("x"))).toBeUndefined(); // the platform's own
  });

  it("refuses what the platform's Response refuses", () => {
    expect(() => new NodeResponse("body", { status: 204 })).toThrow(TypeError);
    expect(() => new NodeResponse(null, { status: 600 })).toThrow(RangeError);
    expect(() => new NodeResponse("x", { headers: { "bad header": "v" } }).headers).toThrow(TypeError);
  });
});

describe("a start of the reference server", () => {
  it("answers its first GET without loading undici (a tenth of a start)", { timeout: 30_000 }, () => {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const out = execFileSync(process.execPath, ["--import", "tsx", "test/modes/support/first-answer.ts"], { cwd: root, encoding: "utf8" });
    expect(JSON.parse(out)).toEqual({ status: 200, undiciLoaded: false });
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
