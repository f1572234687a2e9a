import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DASHBOARD_PATH } from "../../mock-server/src/dashboard/defaults";
import { DECISION_PATH } from "../../mock-server/src/modules/oauth/pages/consent-page";
import { serve, type Served } from "./support/served";

// Every HTML page of the server may not be framed by another site (issue 33: a click in a
// near-invisible frame on another local port ran "Execute" on /docs and signed a browser in on
// /signin). The pages are read from the contracts, so a page added there fails here until it is
// given a request below.
type Doc = { paths: Record<string, Record<string, { responses?: Record<string, { $ref?: string; content?: object }> }>>; components: { responses?: Record<string, { content?: object }> } };
const read = (path: string) => parse(readFileSync(new URL(path, import.meta.url), "utf8")) as Doc;

function htmlOperations(doc: Doc): string[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) =>
        Object.values(operation.responses ?? {}).some((answer) => {
          const resolved = answer.$ref ? doc.components.responses?.[answer.$ref.split("/").pop()!] : answer;
          return resolved?.content !== undefined && "text/html" in resolved.content;
        }),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const form = { "content-type": "application/x-www-form-urlencoded" };

/** For each HTML operation, requests that reach its page and its error page. */
function requests(consentClient: string): Record<string, { path: string; method?: string; headers?: Record<string, string> }[]> {
  const idp = new URLSearchParams({ client_id: "app", redirect_uri: "http://127.0.0.1:9/cb", response_type: "code", scope: "openid", code_challenge: CHALLENGE, code_challenge_method: "S256" });
  const consent = new URLSearchParams({ client_id: consentClient, redirect_uri: "https://app.example.com/callback", response_type: "code" });
  return {
    "GET /signin": [{ path: "/signin" }, { path: "/signin?org=nobody" }],
    "POST /signin": [{ path: "/signin", method: "POST", headers: form }],
    "GET /sso/start": [{ path: "/sso/start?org=nobody" }],
    "GET /sso/callback": [{ path: "/sso/callback" }],
    "GET /idp/authorize": [{ path: `/idp/authorize?${idp}` }, { path: "/idp/authorize" }],
    "GET /oauth/authorize": [{ path: `/oauth/authorize?${consent}` }, { path: "/oauth/authorize" }],
    [`POST ${DECISION_PATH}`]: [{ path: DECISION_PATH, method: "POST", headers: form }],
    [`GET ${DASHBOARD_PATH}`]: [{ path: DASHBOARD_PATH }],
    "GET /docs": [{ path: "/docs" }],
  };
}

describe("every HTML page of the server refuses to be framed", () => {
  let s: Served;
  let table: ReturnType<typeof requests>;
  beforeAll(async () => {
    s = await serve();
    const client = await s.call("POST", "/__sandbox/oauth-clients", { key: null, body: { name: "CRM", redirect_uris: ["https://app.example.com/callback"] } });
    table = requests(client.json.client_id);
  });
  afterAll(() => s.server.stop());

  it("has a request for each page the contracts document", () => {
    const documented = [...htmlOperations(read("../../identity.yaml")), ...htmlOperations(read("../../oauth.yaml"))];
    expect(documented.length).toBeGreaterThan(5);
    expect(documented.filter((operation) => !(operation in table))).toEqual([]);
  });

  it("answers each with the headers of a page of ours", async () => {
    const seen: string[] = [];
    for (const [operation, tries] of Object.entries(table)) {
      for (const { path, method = "GET", headers = {} } of tries) {
        const response = await fetch(s.server.url + path, { method, headers, redirect: "manual", ...(method === "POST" && { body: "" }) });
        await response.body?.cancel();
        const where = `${operation}: ${method} ${path} answered ${response.status}`;
        expect(response.headers.get("content-type"), where).toMatch(/^text\/html/);
        seen.push(`${operation} ${response.status}`);
        expect(response.headers.get("content-security-policy") ?? "(none)", where).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
        expect(response.headers.get("x-frame-options"), where).toBe("DENY");
        expect(response.headers.get("x-content-type-options"), where).toBe("nosniff");
        expect(response.headers.get("referrer-policy"), where).toBe("no-referrer");
        expect(response.headers.get("cache-control"), where).toBe("no-store");
      }
    }
    // The pages themselves, not only their error pages.
    expect(seen).toEqual(expect.arrayContaining(["GET /signin 200", "GET /idp/authorize 200", "GET /oauth/authorize 200", "GET /docs 200"]));
  });
});
