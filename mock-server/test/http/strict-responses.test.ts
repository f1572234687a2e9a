import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../src/api/app-env";
import { strictResponses } from "../../src/api/strict-responses";
import { NodeResponse } from "../../src/adapters/node/node-response";
import { createEngine } from "../../src/adapters/node/create-engine";
import { STRICT_RESPONSES_ENV } from "../../src/engine/defaults";
import type { Engine, EngineOptions } from "../../src/engine/engine-types";

const engines: Engine[] = [];
const savedEnv = process.env[STRICT_RESPONSES_ENV];
afterEach(async () => {
  vi.restoreAllMocks();
  if (savedEnv === undefined) delete process.env[STRICT_RESPONSES_ENV];
  else process.env[STRICT_RESPONSES_ENV] = savedEnv;
  for (const engine of engines.splice(0)) await engine.close();
});

async function call(e: Engine, method: string, path: string, body?: unknown) {
  const response = await e.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method,
      headers: { authorization: `Bearer ${e.demo.apiKey}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    { clientIp: "127.0.0.1" },
  );
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as Record<string, unknown> };
}

/**
 * An engine whose one lead answers with a score the contract forbids: the engine keeps the
 * records of an imported snapshot as they are (see Engine.importState), so one changed after the
 * import is served as changed, as a server bug would serve it.
 */
async function engineWithWrongAnswer(options: EngineOptions): Promise<{ engine: Engine; path: string }> {
  const engine = createEngine({ seed: 9, ...options });
  engines.push(engine);
  const snapshot = structuredClone(await engine.exportState());
  await engine.importState(snapshot);
  const lead = snapshot.workspaces[0]!.leads[0]!;
  (lead as { score: unknown }).score = "very high";
  return { engine, path: `/v1/leads/${lead.id}` };
}

describe("strict responses", () => {
  it("turn an answer that breaks the contract into a 500 naming the pointer, and log it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { engine, path } = await engineWithWrongAnswer({ strictResponses: true });
    const answer = await call(engine, "GET", path);
    expect(answer.status).toBe(500);
    expect(answer.json).toMatchObject({ code: "response_contract_violation", status: 500 });
    expect((answer.json.errors as { pointer: string }[]).map((issue) => issue.pointer)).toContain("/body/score");
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/response contract violation in GET \/v1\/leads\/lead_\w+ .*\n {2}\/body\/score:/));
    // The journal records what was sent: the 500, not the breaking answer.
    const [entry] = (await engine.journal.query({ limit: 1 })).data;
    expect(entry!.status).toBe(500);
  });

  it("are off unless asked for: the answer goes out as built, and the journal names the violation", async () => {
    delete process.env[STRICT_RESPONSES_ENV];
    const { engine, path } = await engineWithWrongAnswer({});
    const answer = await call(engine, "GET", path);
    expect(answer.status).toBe(200);
    const [entry] = (await engine.journal.query({ limit: 1 })).data;
    expect(entry!.violations.map((v) => `${v.where} ${v.pointer}`)).toContain("response /body/score");
  });

  it.each([
    ["1", 500],
    ["0", 200],
  ])("follow %s=%s in the environment when the options do not say", async (value, status) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    process.env[STRICT_RESPONSES_ENV] = value;
    const { engine, path } = await engineWithWrongAnswer({});
    expect((await call(engine, "GET", path)).status).toBe(status);
  });

  it("let an answer a fault rule injected through, in the statuses the operation documents", async () => {
    const engine = createEngine({ seed: 9, strictResponses: true });
    engines.push(engine);
    expect((await call(engine, "POST", "/__sandbox/faults", { route: "/v1/leads", status: 599, count: 1 })).status).toBe(400);
    await call(engine, "POST", "/__sandbox/faults", { route: "/v1/leads", status: 503, mode: "fail_after_commit", count: 1 });
    expect((await call(engine, "GET", "/v1/leads")).status).toBe(503);
  });

  it("read the Node adapter's answers from their parts, as the CLI serves them", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const app = new Hono<AppEnv>();
    app.use(strictResponses());
    const lead = { id: "lead_12345678", name: "Ada" };
    app.get("/v1/leads/:id", () => new NodeResponse(JSON.stringify(lead), { headers: { "content-type": "application/json" } }) as unknown as Response);
    const answer = await app.request("/v1/leads/lead_12345678");
    expect(answer.status).toBe(500);
    const body = (await answer.json()) as { errors: { pointer: string }[] };
    expect(body.errors.map((issue) => issue.pointer)).toContain("/body/email");
  });

  it("pass answers that keep the contract untouched", async () => {
    const engine = createEngine({ seed: 9, strictResponses: true });
    engines.push(engine);
    const answer = await call(engine, "GET", "/v1/leads?limit=2");
    expect(answer.status).toBe(200);
    expect((answer.json.data as unknown[]).length).toBe(2);
  });
});
