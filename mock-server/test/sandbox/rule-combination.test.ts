import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseClientInput } from "../../src/modules/oauth/core/client-input";
import { type Harness, harness } from "../http/harness";

// Each rule JSON Schema cannot state answers beside the schema's issues, after them, and never
// a second time for a field the schema refused. Pinned per route, as answered when the rules
// were written, so that a change to how rules combine shows here first.

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.engine.close());

type Issue = { pointer: string; message: string };
const lines = (found: Issue[]) => found.map(({ pointer, message }) => `${pointer} ${message}`.trim());

const issues = async (path: string, body: unknown): Promise<string[]> => {
  const answer = await h.call("POST", `/__sandbox${path}`, { key: null, body });
  expect(answer.status, answer.text).toBe(400);
  return lines(answer.json.errors);
};

const clientIssues = (body: unknown): string[] => {
  const parsed = parseClientInput(body);
  return parsed.ok ? [] : lines(parsed.issues);
};

const NOT_IP = "must be an IPv4 or IPv6 address or CIDR range";
const KEY_LIMIT = "/daily_limit only enterprise keys take a custom daily_limit";
const ORG_LIMIT = "/daily_limit only the enterprise plan takes a custom daily_limit";
const SEVERAL = "/real cannot be sent with advance_seconds: send one of advance_seconds, set and real";
const CB = "https://app.test/cb";

describe("rules across fields combine with the schema", () => {
  it("on POST /__sandbox/api-keys, both the address rule and the plan rule", async () => {
    expect(await issues("/api-keys", { name: "" })).toEqual(["/name must have at least 1 character"]);
    expect(await issues("/api-keys", { allowed_ips: ["10.0.0.1", "nope"] })).toEqual([`/allowed_ips/1 ${NOT_IP}`]);
    expect(await issues("/api-keys", { daily_limit: 5 })).toEqual([KEY_LIMIT]);
    expect(await issues("/api-keys", { allowed_ips: ["nope"], daily_limit: 5 })).toEqual([`/allowed_ips/0 ${NOT_IP}`, KEY_LIMIT]);
    expect(await issues("/api-keys", { daily_limit: 5, colour: "red", allowed_ips: ["nope"], name: "" })).toEqual([
      // Undocumented fields first: usually the typo of a documented one.
      "/colour is not a documented field",
      "/name must have at least 1 character",
      `/allowed_ips/0 ${NOT_IP}`,
      KEY_LIMIT,
    ]);
    expect(await issues("/api-keys", { allowed_ips: [5, "nope"], daily_limit: 0 })).toEqual([
      "/daily_limit must be >= 1",
      "/allowed_ips/0 must be a string",
      `/allowed_ips/1 ${NOT_IP}`,
    ]);
    expect(await issues("/api-keys", { plan: "gold", daily_limit: 5, allowed_ips: ["nope"] })).toEqual([
      '/plan must be one of "basic", "professional", "enterprise"',
      `/allowed_ips/0 ${NOT_IP}`,
    ]);
    expect(await issues("/api-keys", ["nope"])).toEqual(["must be an object"]);
  });

  it("on POST /__sandbox/organizations, the plan rule", async () => {
    expect(await issues("/organizations", { name: " " })).toEqual(["/name must not be blank"]);
    expect(await issues("/organizations", { name: "Acme", daily_limit: 5 })).toEqual([ORG_LIMIT]);
    expect(await issues("/organizations", { name: "", daily_limit: 5, sso: { idp: "saml" } })).toEqual([
      "/name must have at least 1 character",
      '/sso/idp must be one of "builtin"',
      ORG_LIMIT,
    ]);
    expect(await issues("/organizations", { name: "Acme", daily_limit: 0 })).toEqual(["/daily_limit must be >= 1"]);
    expect(await issues("/organizations", { name: "Acme", plan: "gold", daily_limit: 5 })).toEqual(['/plan must be one of "basic", "professional", "enterprise"']);
    expect(await issues("/organizations", 5)).toEqual(["must be an object"]);
  });

  it("on POST /__sandbox/clock, the one-move rule", async () => {
    expect(await issues("/clock", { set: "tomorrow" })).toEqual(["/set must be an ISO 8601 date-time"]);
    expect(await issues("/clock", { advance_seconds: 1, real: true })).toEqual([SEVERAL]);
    expect(await issues("/clock", { advance_seconds: 1, real: true, colour: "red" })).toEqual(["/colour is not a documented field", SEVERAL]);
    expect(await issues("/clock", { real: true, set: "2027-01-01T00:00:00Z", advance_seconds: 1 })).toEqual([
      "/set cannot be sent with advance_seconds: send one of advance_seconds, set and real",
      "/real cannot be sent with advance_seconds: send one of advance_seconds, set and real",
    ]);
    expect(await issues("/clock", { set: "2027-01-01T00:00:00Z", real: true })).toEqual(["/real cannot be sent with set: send one of advance_seconds, set and real"]);
    expect(await issues("/clock", { advance_seconds: 1, set: "tomorrow" })).toEqual(["/set must be an ISO 8601 date-time"]);
    expect(await issues("/clock", { advance_seconds: -1, real: true })).toEqual(["/advance_seconds must be >= 0"]);
    expect(await issues("/clock", "now")).toEqual(["must be an object"]);
  });

  it("in OAuth clients, the redirect URI rule", () => {
    expect(clientIssues({ name: "", redirect_uris: [CB] })).toEqual(["/name must have at least 1 character"]);
    expect(clientIssues({ name: "App", redirect_uris: [CB, "http://app.test/cb"] })).toEqual(["/redirect_uris/1 http is allowed on loopback hosts only"]);
    expect(clientIssues({ name: "", redirect_uris: ["https://app.test/cb#top"], colour: "red" })).toEqual([
      "/name must have at least 1 character",
      "/colour is not a documented field",
      "/redirect_uris/0 must not contain a fragment",
    ]);
    expect(clientIssues({ name: "App", redirect_uris: ["not a uri", 5, "cb"] })).toEqual([
      "/redirect_uris/0 must be a valid absolute URI",
      "/redirect_uris/1 must be a string",
      "/redirect_uris/2 must be a valid absolute URI",
    ]);
    // Not trimmed into another URI: a redirect URI is matched exactly (RFC 6749 §3.1.2.3).
    expect(clientIssues({ name: "App", redirect_uris: [` ${CB}`, `${CB}\n`] })).toEqual([
      '/redirect_uris/0 must not start with the character " ": URL parsers drop it, so the URI would change silently',
      '/redirect_uris/1 must not contain the character "\\n": URL parsers drop it, so the URI would change silently',
    ]);
    // A rule over each item on its own still judges the items of a list the schema refused whole.
    expect(clientIssues({ name: "App", redirect_uris: [...Array(10).fill(CB), "http://app.test/cb"] })).toEqual([
      "/redirect_uris must have at most 10 items",
      "/redirect_uris/10 http is allowed on loopback hosts only",
    ]);
    expect(clientIssues(null)).toEqual(["must be an object"]);
  });
});
