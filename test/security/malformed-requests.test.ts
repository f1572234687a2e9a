import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../../mock-server/test/modes/support/served-engines";
import { serve, type Served } from "./support/served";

// Issue 33 item 15: requests the HTTP adapter refuses before the engine sees them answered
// 400 text/plain without X-Request-Id, while openapi.yaml promises problem+json and the header
// on every answer.

/** Status, headers (lower-cased names) and body of a raw HTTP/1.1 answer, chunked or not. */
function parseAnswer(raw: string): { status: number; headers: Record<string, string>; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = raw.slice(0, split).split("\r\n");
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  let body = raw.slice(split + 4);
  if (headers["transfer-encoding"] === "chunked") {
    let decoded = "";
    for (let size = parseInt(body, 16); size > 0; size = parseInt(body, 16)) {
      const start = body.indexOf("\r\n") + 2;
      decoded += body.slice(start, start + size);
      body = body.slice(start + size + 2);
    }
    body = decoded;
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

describe("requests the HTTP adapter refuses", () => {
  let s: Served;
  let url: URL;
  beforeAll(async () => {
    s = await serve();
    url = new URL(s.server.url);
  });
  afterAll(() => s.server.stop());

  it.each([
    ["no Host header (HTTP/1.1)", "GET /v1/leads HTTP/1.1\r\n\r\n", /Host/],
    ["no Host header (HTTP/1.0)", "GET /v1/leads HTTP/1.0\r\n\r\n", /Host/],
    ["a fragment in the target", "GET /v1/leads#?limit=abc HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", /Fragment/],
    ["a backslash in the path", "GET /v1\\leads HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", /Backslash/],
    ["a Host that is more than host[:port]", "GET /v1/leads HTTP/1.1\r\nHost: evil.example@127.0.0.1\r\n\r\n", /Host/],
  ])("answers %s with a 400 problem and X-Request-Id", async (_name, request, detail) => {
    const answer = parseAnswer(await rawExchange(url, request));
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(answer.headers.connection).toBe("close");
    expect(answer.headers["x-request-id"]).toMatch(/^req_[0-9A-Za-z]{8,40}$/);
    const problem = JSON.parse(answer.body) as Record<string, unknown>;
    expect(problem).toMatchObject({ status: 400, code: "malformed_request", request_id: answer.headers["x-request-id"] });
    expect(problem.detail).toMatch(detail);
  });

  it("gives each refusal its own request id", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) ids.add(parseAnswer(await rawExchange(url, "GET /a\\b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")).headers["x-request-id"]!);
    expect(ids.size).toBe(3);
  });

  it("answers a well-formed request as before (the test is not vacuous)", async () => {
    const answer = parseAnswer(await rawExchange(url, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${url.port}\r\nConnection: close\r\n\r\n`));
    expect(answer.status).toBe(200);
  });
});
