// Scripted stand-ins for the network: unit tests pass `fetch` to createClient and never open a socket.
type Reply = Response | Error | Promise<Response>;

export interface Call {
  request: Request;
  body: string;
}

/** A fetch that records each request and answers with `reply(request, index)`. */
export function fakeFetch(reply: (request: Request, index: number) => Reply = () => json(200, {})) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const body = await request.clone().text();
    calls.push({ request, body });
    const answer = reply(request, calls.length - 1);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, calls };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

export function problem(status: number, code: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body = { type: `https://docs.lps.example/errors/${code}`, title: code, status, code, request_id: "req_problem123", ...extra };
  return json(status, body, { "content-type": "application/problem+json", ...headers });
}

/** Never answers; rejects like fetch does once the request's signal fires. */
export function hang(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true });
  });
}

export const BASE = "https://api.test/v1";
export const API_KEY = "lps_sk_test_0123456789abcdef";
