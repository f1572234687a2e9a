// `node --expose-gc --import tsx anonymous-flood.ts <route> <count>`: an engine of its own, and
// (after a warm-up) `count` anonymous requests to one route, each with keys of the caller's choosing (ids, states,
// handles, cookies, tokens, request ids, addresses) never sent before. Prints one JSON line: the
// resident set's growth in MiB after a full collection, and the statuses the route answered.
import { pathToFileURL } from "node:url";
import { MAX_PENDING } from "../../../mock-server/src/modules/oauth/defaults";
import { createEngine } from "../../../mock-server/src/adapters/node/create-engine";

const ORIGIN = "http://127.0.0.1:4010";
const form = { "content-type": "application/x-www-form-urlencoded" };

type Flood = (key: string, demo: { client_id: string; redirect_uri: string }) => Request;

const get = (path: string, headers: Record<string, string> = {}) => new Request(ORIGIN + path, { headers });
const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(ORIGIN + path, { method: "POST", headers: { ...form, ...headers }, body: new URLSearchParams(body) });
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** One request per anonymous route of oauth.yaml, identity.yaml and openapi.yaml, keyed by `key`. */
export const FLOODS: Record<string, Flood> = {
  // Long client ids: each used to be kept whole in the throttle table.
  "POST /oauth/token": (key) =>
    post("/oauth/token", { grant_type: "refresh_token", refresh_token: `lps_rt_${key}`, client_id: `cli_${key}${"i".repeat(2000)}`, client_secret: key }),
  "POST /oauth/revoke": (key) => post("/oauth/revoke", { token: key }, { authorization: `Basic ${btoa(`cli_${key}${"i".repeat(2000)}:x`)}` }),
  "GET /oauth/authorize": (key, demo) =>
    get(`/oauth/authorize?${query({ client_id: demo.client_id, redirect_uri: demo.redirect_uri, response_type: "code", state: key, nonce: key })}`),
  "POST /oauth/authorize/decision": (key) => post("/oauth/authorize/decision", { handle: key, decision: "approve" }, { cookie: `lps_consent=${key}` }),
  "GET /oauth/userinfo": (key) => get("/oauth/userinfo", { authorization: `Bearer ${key}.${key}.${key}` }),
  "GET /.well-known/*": (key) => get(`/.well-known/${["openid-configuration", "oauth-authorization-server", "jwks.json"][key.length % 3]}?${key}`),
  "GET /session, POST /logout": (key) =>
    key.length % 2 ? get("/session", { cookie: `lps_session=${key}` }) : post("/logout", {}, { cookie: `lps_session=${key}`, "sec-fetch-site": "same-origin" }),
  "GET /signin, POST /signin": (key) =>
    key.length % 2
      ? get(`/signin?${query({ org: "demo-realty", return_to: `/${key}` })}`, { cookie: `lps_signin=${key}` })
      : post("/signin", { handle: key, user_id: `usr_${key}` }, { cookie: `lps_signin=${key}`, "sec-fetch-site": "same-origin" }),
  "GET /sso/start": (key) => get(`/sso/start?${query({ org: "demo-realty", return_to: `/${key}`, email: `${key}@example.com` })}`),
  "GET /sso/callback": (key) => get(`/sso/callback?${query({ state: key, code: key })}`),
  "/idp/*": (key) =>
    [
      () => get(`/idp/authorize?${query({ client_id: key, redirect_uri: `https://${key}.example/cb`, response_type: "code", scope: "openid", code_challenge: "x".repeat(43), code_challenge_method: "S256", state: key, login_hint: `${key}@example.com` })}`),
      () => post("/idp/token", { grant_type: "authorization_code", code: key, client_id: key, redirect_uri: "https://x.example/cb", code_verifier: key }),
      () => get("/idp/userinfo", { authorization: `Bearer ${key}` }),
      () => get(`/idp/.well-known/openid-configuration?${key}`),
    ][key.length % 4]!(),
  "/v1/* without credentials": (key) =>
    key.length % 2
      ? new Request(`${ORIGIN}/v1/leads`, { method: "POST", headers: { "content-type": "application/json", "idempotency-key": key, "x-request-id": key, authorization: `Bearer lps_sk_${key}` }, body: "{}" })
      : get(`/v1/leads/${key}?cursor=${key}`, { "idempotency-key": key, "x-request-id": key, cookie: `lps_session=${key}` }),
  "unknown paths": (key) => get(`/${key}/${key}`, { "x-request-id": key }),
};

/** Requests before the measured ones: the largest cap of the server's tables, and a margin. */
export const WARM_UP = MAX_PENDING + 200;

/** A distinct loopback address per request: the caller's address is a key of its choosing too. */
const address = (i: number) => `127.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function main(route: string, count: number): Promise<void> {
  const flood = FLOODS[route];
  if (!flood) throw new Error(`no flood for ${route}`);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with node --expose-gc");
  const engine = createEngine({ demoData: false, seed: 3 });
  await engine.ready();
  const demo = engine.demo.oauthClient!;
  // /sso/start keeps a pending sign-in only for an organisation with SSO (and /signin then
  // sends there instead of showing the picker, so only this route gets it).
  if (route === "GET /sso/start") {
    const sso = { idp: "builtin", email_domains: ["example.com"], default_role: "viewer" };
    const body = JSON.stringify(sso);
    const put = new Request(`${ORIGIN}/__sandbox/organizations/org_demo/sso`, { method: "PUT", headers: { "content-type": "application/json" }, body });
    const configured = await engine.fetch(put, { clientIp: "127.0.0.1" });
    if (configured.status !== 200) throw new Error(`could not configure SSO: ${configured.status}`);
  }
  const statuses: Record<number, number> = {};
  const send = async (i: number) => {
    // Keys of varying length (the routes above alternate on it), all distinct.
    const key = `k${i.toString(36)}${"x".repeat(i % 7)}`;
    const response = await engine.fetch(flood(key, demo), { clientIp: address(i + 1) });
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    await response.arrayBuffer();
  };
  // First as many requests as the largest capped table holds, so what is measured is growth
  // without a bound: a capped table is full by then and RSS does not also count the allocator's
  // and the collector's slack for filling it (code compiled once is out of the count too).
  for (let i = 0; i < WARM_UP; i++) await send(count + i);
  const rss = () => (gc(), gc(), process.memoryUsage().rss / 2 ** 20);
  const before = rss();
  for (let i = 0; i < count; i++) await send(i);
  const grownMb = rss() - before;
  await engine.close();
  process.stdout.write(`${JSON.stringify({ route, grownMb, statuses })}\n`);
}

// Imported by the test for the route names; run as a script, it floods.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [route = "", count = "50000"] = process.argv.slice(2);
  await main(route, Number(count));
}
