import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contract } from "../../src/contract/generated/contract";
import { createIdentity } from "../../src/modules/identity/identity";
import { webRandom } from "../../src/modules/oauth/core/bytes";
import { createSigner } from "../../src/modules/oauth/core/signer";
import { createIdGenerator, cryptoRandom } from "../../src/store/ids";
import { createOrganizationRegistry } from "../../src/store/organizations";
import { frozenClock } from "../support/frozen-clock";
import { cookieJar, identityEngine } from "./harness";

// identity.yaml and sandbox.yaml are the single source of truth: every route the identity layer
// serves is documented there, and its JSON answers match the documented schemas.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;
const read = (path: string) => parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const identityDoc = read("../../../identity.yaml");
const sandboxDoc = read("../../sandbox.yaml");
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract as object, "https://lps.test/openapi.yaml");
ajv.addSchema(sandboxDoc, "https://lps.test/mock-server/sandbox.yaml");
ajv.addSchema(identityDoc, "https://lps.test/identity.yaml");

function errors(doc: string, pointer: string, body: unknown): string[] {
  const validate = ajv.compile({ $ref: `https://lps.test/${doc}#${pointer}` });
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

const escape = (path: string) => path.replace(/~/g, "~0").replace(/\//g, "~1");
const responseSchema = (path: string, method: string, status: number) =>
  `/paths/${escape(path)}/${method}/responses/${status}/content/application~1json/schema`;

function servedRoutes(): string[] {
  const clock = frozenClock();
  const organizations = createOrganizationRegistry({ ids: createIdGenerator(cryptoRandom), clock });
  const identity = createIdentity({
    clock,
    random: webRandom,
    signer: createSigner(),
    organizations,
    newUserId: () => "usr_1",
    newTestUserSubject: () => "idu_1",
    audit: () => {},
    baseUrl: () => "http://127.0.0.1:4010",
    requireSession: false,
    allowLoopbackHttp: true,
  });
  const routes = identity.routes.routes.filter((route) => route.method !== "ALL");
  return [...new Set(routes.map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`))];
}

describe("identity routes and their contract", () => {
  it("every route is documented in identity.yaml or sandbox.yaml, and every documented one is served", () => {
    const served = servedRoutes();
    const documented = (doc: { paths: Record<string, Record<string, unknown>> }, keep: (path: string) => boolean) =>
      Object.entries(doc.paths)
        .filter(([path]) => keep(path))
        .flatMap(([path, item]) => Object.keys(item).filter((key) => key !== "parameters").map((method) => `${method} ${path}`));
    const identityPaths = documented(identityDoc, () => true);
    const sandboxPaths = documented(sandboxDoc, (path) => path.startsWith("/__sandbox/idp/") || path.startsWith("/__sandbox/organizations/{id}/users"));
    expect(served.sort()).toEqual([...identityPaths, ...sandboxPaths].sort());
  });

  describe("answers", () => {
    let h: Awaited<ReturnType<typeof identityEngine>>;
    beforeAll(async () => {
      h = await identityEngine();
    });
    afterAll(() => h.engine.close());

    it("the checker can fail", () => {
      expect(errors("identity.yaml", "/components/schemas/Session", { user: {} })).not.toEqual([]);
    });

    it("GET /session, the sandbox users and test users match their schemas", async () => {
      const jar = cookieJar();
      await h.signInWithPicker(jar, "usr_demo");
      const session = await (await h.call("/session", { jar })).json();
      expect(errors("identity.yaml", "/components/schemas/Session", session)).toEqual([]);

      const user = await h.json("/__sandbox/organizations/org_demo/users", { email: "a@demo-realty.test", name: "A", role: "admin" });
      expect(user.status).toBe(201);
      expect(errors("mock-server/sandbox.yaml", responseSchema("/__sandbox/organizations/{id}/users", "post", 201), await user.json())).toEqual([]);
      const list = await (await h.call("/__sandbox/organizations/org_demo/users")).json();
      expect(errors("mock-server/sandbox.yaml", responseSchema("/__sandbox/organizations/{id}/users", "get", 200), list)).toEqual([]);

      const idpUser = await h.json("/__sandbox/idp/users", { email: "ada@acme.test", name: "Ada" });
      expect(errors("mock-server/sandbox.yaml", responseSchema("/__sandbox/idp/users", "post", 201), await idpUser.json())).toEqual([]);
      const clients = await (await h.call("/__sandbox/oauth-clients")).json();
      expect(errors("mock-server/sandbox.yaml", responseSchema("/__sandbox/oauth-clients", "get", 200), clients)).toEqual([]);
    });

    it("refusals name the field", async () => {
      const bad = await h.json("/__sandbox/organizations/org_demo/users", { email: "not-an-address", name: "", role: "king" });
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as { errors: { pointer: string }[] };
      expect(body.errors.map((issue) => issue.pointer).sort()).toEqual(["/email", "/name", "/role"]);
      expect((await h.call("/__sandbox/organizations/org_nope/users")).status).toBe(404);
    });
  });
});
