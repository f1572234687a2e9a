import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { createClient, isLPSError } from "@lps/sdk";
import { API_KEY } from "./helpers";

// `raw`, typed as openapi-fetch, goes through the resources' path: it must fail the way they do,
// against a real server, whose answers carry Content-Length or come chunked.

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A loopback server answering every request with `reply`; `paths` records each path it receives. */
async function serve(reply: (res: http.ServerResponse) => void) {
  const paths: string[] = [];
  server = http.createServer((req, res) => {
    paths.push(req.url!);
    reply(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { baseUrl, paths, lps: createClient({ apiKey: API_KEY, baseUrl, maxRetries: 0 }) };
}

const failure = (call: () => PromiseLike<unknown>) => Promise.resolve().then(call).then(() => undefined, (e: unknown) => e);
const PAGE = "<html>captive portal</html>";

describe("a 2xx answer whose body is not JSON, through raw", () => {
  test.each([
    ["with a Content-Length", (res: http.ServerResponse) => res.writeHead(200, { "content-type": "text/html" }).end(PAGE)],
    ["chunked", (res: http.ServerResponse) => res.writeHead(200, { "content-type": "text/html" }).write(PAGE, () => res.end())],
  ])("%s: an LPSError naming the method, the URL and the status, as from a resource method", async (_, reply) => {
    const { baseUrl, lps } = await serve(reply);
    const query = { limit: 5 };
    for (const call of [() => lps.raw.GET("/leads", { params: { query } }), () => lps.raw.request("get", "/leads", { params: { query } }), () => lps.leads.list(query)]) {
      const error = await failure(call);
      expect(isLPSError(error)).toBe(true);
      expect((error as Error).message).toBe(`GET ${baseUrl}/leads?limit=5 answered 200 with a body that is not JSON`);
      expect((error as Error).cause).toBeInstanceOf(SyntaxError);
    }
  });

  test("a body asked for as text is still handed over as it is", async () => {
    const { lps } = await serve((res) => res.writeHead(200, { "content-type": "text/html" }).end(PAGE));
    expect((await lps.raw.GET("/leads", { parseAs: "text" })).data).toBe(PAGE);
  });
});

test("raw offers openapi-fetch's call methods, and not its middleware API", () => {
  const lps = createClient({ apiKey: API_KEY, baseUrl: "https://api.test/v1" });
  expect(Object.keys(lps.raw).sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "TRACE", "request"]);
});

describe("a path parameter that would address another path, through raw", () => {
  test.each(["", ".", ".."])("%j is refused with a TypeError naming the parameter, and nothing is sent", async (leadId) => {
    const { lps, paths } = await serve((res) => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
    for (const call of [() => lps.raw.GET("/leads/{lead_id}/score", { params: { path: { lead_id: leadId } } }), () => lps.leads.score(leadId)]) {
      const error = await failure(call);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(`Invalid lead_id: "${leadId}" would address another path`);
    }
    expect(paths).toEqual([]);
  });

  test("any other value stays one segment of the operation's path", async () => {
    const { lps, paths } = await serve((res) => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
    for (const leadId of ["...", "a/../b", "%2e%2e", "lead 1"]) await lps.raw.GET("/leads/{lead_id}/score", { params: { path: { lead_id: leadId } } });
    expect(paths).toEqual(["/v1/leads/.../score", "/v1/leads/a%2F..%2Fb/score", "/v1/leads/%252e%252e/score", "/v1/leads/lead%201/score"]);
  });
});
