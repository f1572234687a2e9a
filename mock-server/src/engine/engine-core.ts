import { generateApiKey } from "../auth/api-key-format";
import { toIso } from "../domain/clock/iso";
import { BEARER_TOKEN_RULE, bearerTokenProblem } from "../auth/bearer-token";
import { issueApiKey } from "../auth/issue-api-key";
import { SCOPES } from "../domain/plans";
import { type DemoData, generateDemoData } from "../domain";
import type { AppBindings } from "../api/app-env";
import { createApp } from "./create-app";
import { apiRoutes } from "../api/routes";
import { ProblemError, problemResponse } from "../api/problem";
import { parseIp } from "../auth/net/ip-address";
import { exportState } from "./state/export-state";
import { applySnapshot, moduleIssues, parseSnapshot, SnapshotError } from "./state/import-state";
import type { StateSnapshot } from "./state/snapshot-format";
import { cryptoRandom, randomUint32, seededRandom } from "../store/ids";
import { ENGINE_DEFAULTS, OAUTH_MODULE } from "./defaults";
import { createEngineContext } from "./engine-context";
import type { Engine, EngineContext, EngineModule, EngineOptions, EngineSurfaces, ModuleHooks, ResetOptions } from "./engine-types";
import { createEngineClock } from "./engine-clock";
import { checkEngineOptions } from "./option-checks";
import { startWebhookDelivery } from "./webhook-delivery";
import { ConnectionDroppedError } from "./connection-dropped";

const CI_KEY_NAME = "CI key (--api-key)";

/**
 * `apiKeys` a caller passes in code get the CLI's `--api-key` check: a key no Authorization header
 * can carry would make a server that answers 401 to it. The error never shows the key.
 */
function checkStartKeys(keys: readonly string[] = []): void {
  keys.forEach((key, i) => {
    const problem = bearerTokenProblem(key);
    if (problem) throw new TypeError(`apiKeys[${i}] must be ${BEARER_TOKEN_RULE}; it has ${problem}`);
  });
}

/**
 * Issues the demo key and the `--api-key` keys (those `only` accepts), each audited. Returns the
 * record id of the demo key when it is the process's own (an unseeded start, `processOwned`):
 * like the demo OAuth client it lasts as long as the process and is never saved, so that a
 * restart on a state file adds nothing to it. Its draws are not counted either: unseeded, the
 * count only keeps a saved file's `seeds` the same.
 */
function issueStartKeys(ctx: EngineContext, demoKey: string, processOwned: boolean, only?: (key: string) => boolean): string | undefined {
  const demoOrg = ctx.organizations.demo();
  const fullAccess = {
    organization_id: demoOrg.id,
    scopes: [...SCOPES],
    plan: demoOrg.plan,
    daily_limit: demoOrg.daily_limit,
    quota: "organization" as const,
    allowed_ips: [],
  };
  const keys = [
    { key: demoKey, name: ENGINE_DEFAULTS.demoKeyName },
    ...(ctx.options.apiKeys ?? []).map((key) => ({ key, name: CI_KEY_NAME })),
  ];
  let processKeyId: string | undefined;
  for (const { key, name } of keys.filter(({ key }) => only?.(key) ?? true)) {
    const drawn = ctx.drawn.ids;
    const { record } = issueApiKey(ctx, { ...fullAccess, name }, key);
    ctx.audit.record({ actor: "system", action: "api_key.created", resource_id: record.id, ip: "", status: 200, request_id: null, organization_id: demoOrg.id });
    if (processOwned && key === demoKey) {
      processKeyId = record.id;
      ctx.drawn.ids = drawn;
    }
  }
  return processKeyId;
}

/**
 * Back to the initial state: empty stores, demo data, demo and CI keys, default faults. Returns
 * the process's own demo key's record id, as issueStartKeys does.
 */
function initialize(ctx: EngineContext, demoData: (() => DemoData) | undefined, demoKey: string): string | undefined {
  const { options } = ctx;
  ctx.timers.cancelAll();
  for (const part of [ctx.workspaces, ctx.organizations, ctx.keys, ctx.limiter, ctx.idempotency, ctx.audit, ctx.requests, ctx.faults]) part.clear();
  ctx.reseed();
  const { services } = ctx;
  if (options.latencyMs) ctx.faults.add({ latency_ms: options.latencyMs });
  if (options.faultRate) ctx.faults.add({ rate: options.faultRate, status: 503, mode: "fail_before" });
  if (demoData) {
    const demo = demoData();
    services.properties.load(demo.properties);
    services.leads.load(demo.leads, demo.messages, demo.scores);
  }
  return issueStartKeys(ctx, demoKey, ctx.options.seed === undefined);
}

function unknownClient(requestId: string): Response {
  const problem = new ProblemError(
    403,
    "ip_not_allowed",
    "The client address is unknown (the connection closed before the request was read, or the caller passed no clientIp).",
    {},
    { connection: "close" },
  );
  return problemResponse(problem, requestId);
}

/**
 * The engine with what its host mounts: the sandbox, pages (the Node server's dashboard and API
 * reference, which `createEngine` adds; the MSW handlers pass none, so a browser bundle carries
 * none) and modules (the OAuth server and sign-in, which a browser build leaves out). Passed in,
 * because all of them are built on the engine's context.
 */
export function createEngineCore(options: EngineOptions, surfaces: EngineSurfaces): Engine {
  checkEngineOptions(options);
  checkStartKeys(options.apiKeys);
  const engineClock = createEngineClock(options);
  const ctx = createEngineContext({ ...options, clock: engineClock.clock }, surfaces.contractLines);
  const moduleList: EngineModule[] = [...surfaces.modules, ...(options.modules ?? [])];
  const moduleNames = moduleList.map((module) => module.name);
  const modules = moduleList.map((module) => module.setup(ctx));
  // Fixed at creation, so a reset brings back the same demo data and the same demo key.
  const demoSeed = options.seed ?? randomUint32(cryptoRandom);
  // Generated once: records are replaced, never mutated, so a reset can load the same arrays.
  let demoData: DemoData | undefined;
  const demoRecords = () => (demoData ??= generateDemoData(demoSeed, engineClock.startAt));
  const demo: { apiKey: string; oauthClient?: Engine["demo"]["oauthClient"] } = {
    apiKey: generateApiKey(options.seed === undefined ? cryptoRandom : seededRandom(options.seed + 2)),
  };
  /** The unseeded demo key's record id: left out of every export (see issueStartKeys). */
  let processKeyId: string | undefined;
  let delivery: ReturnType<typeof startWebhookDelivery> | undefined;

  function startDelivery(): void {
    delivery = startWebhookDelivery({
      ...ctx,
      onAttempt: (record) => ctx.requests.noteDelivery(record),
      ...(options.deliveryFetch ? { fetch: options.deliveryFetch } : {}),
      ...(options.webhookTimeScale !== undefined ? { timeScale: options.webhookTimeScale } : {}),
    });
    ctx.dispatcher = delivery.dispatcher;
  }

  /** A module back to its first state, with the demo credentials it contributes. */
  async function startAfresh(hooks: ModuleHooks): Promise<void> {
    await hooks.reset?.();
    Object.assign(demo, await hooks.demo?.());
  }

  const moduleStates = modules.flatMap((hooks, i) => (hooks.state ? [{ name: moduleNames[i]!, ...hooks.state }] : []));
  const knownParts = [...new Set([OAUTH_MODULE, ...moduleStates.map(({ name }) => name)])];
  // Copied: a caller changing its object later must not change where a reset goes.
  const startState = options.state === undefined ? undefined : structuredClone(options.state);
  async function start(withDemo: boolean): Promise<void> {
    delivery?.stop();
    await engineClock.atStart(async () => {
      processKeyId = initialize(ctx, withDemo ? demoRecords : undefined, demo.apiKey);
      startDelivery();
      for (const hooks of modules) await startAfresh(hooks);
    });
    if (startState !== undefined) await load(startState);
  }

  // Requests wait for the state to be in place; once it is, they skip the await (a microtask
  // per request on the hot path).
  let isReady = false;
  const begin = (withDemo = options.demoData !== false) => {
    isReady = false;
    const started = start(withDemo);
    void started.then(() => (isReady = true), () => undefined);
    return started;
  };
  let ready = begin();
  // A reset returns the clock to where it started (real time, or frozen at the `clock` instant),
  // then checks what could fail before anything is dropped: a reset that throws leaves the
  // previous state serving.
  const reset = async (resetOptions: ResetOptions = {}) => {
    const withDemo = (resetOptions.demoData ?? options.demoData) !== false;
    await ready.catch(() => undefined);
    engineClock.rewind();
    toIso(ctx.clock.now());
    if (withDemo) demoRecords();
    ready = begin(withDemo);
    await ready;
  };
  const snapshot = async () => {
    await ready;
    return exportState(ctx, moduleStates, processKeyId);
  };
  // Checked whole before anything changes; then the stores, timers and delivery are replaced.
  const restore = async (input: unknown) => {
    await ready;
    await load(input);
  };
  async function load(input: unknown): Promise<void> {
    const parsed = parseSnapshot(input, ctx.webhookUrlPolicy());
    const issues = moduleIssues(parsed.modules, moduleStates, knownParts);
    if (issues.length > 0) throw new SnapshotError(issues);
    delivery?.stop();
    ctx.timers.cancelAll();
    applySnapshot(ctx, parsed);
    // The credentials printed at start keep working, as after a reset.
    processKeyId = issueStartKeys(ctx, demo.apiKey, options.seed === undefined, (key) => !ctx.keys.findByKey(key));
    startDelivery();
    for (const workspace of ctx.workspaces.all()) workspace.services.leads.scorePending();
    for (const [i, hooks] of modules.entries()) {
      const name = moduleNames[i]!;
      if (!hooks.state) continue;
      // A part the snapshot lacks (saved where the module was not mounted) starts it afresh.
      if (name in parsed.modules) await hooks.state.import(parsed.modules[name]);
      else await startAfresh(hooks);
    }
  }
  const app = createApp(ctx, {
    handlers: apiRoutes(ctx.workspaces),
    sandbox: surfaces.sandbox(ctx, { reset, exportState: snapshot, importState: restore }),
    contractText: surfaces.contractText,
    router: surfaces.router?.(),
    extraRoutes: [
      ...modules.flatMap((hooks) => (hooks.routes ? [hooks.routes] : [])),
      ...surfaces.pages.map((routes) => routes(ctx, () => demo.apiKey)),
    ],
  });

  return {
    async fetch(request, context) {
      // An address the engine cannot read is never taken for loopback: refused before any route.
      const clientIp = context?.clientIp;
      if (typeof clientIp !== "string" || parseIp(clientIp) === undefined) return unknownClient(ctx.requestId());
      if (!isReady) await ready;
      const control = { dropConnection: false };
      const env: AppBindings = { clientIp, control };
      if (context.header) env.header = context.header;
      const response = await app.fetch(request, env);
      if (control.dropConnection) throw new ConnectionDroppedError();
      return response;
    },
    clock: ctx.clock,
    events: ctx.events,
    journal: ctx.requests,
    demo,
    ready: () => ready,
    reset,
    exportState: snapshot,
    importState: restore,
    pendingDeliveries: () => ctx.dispatcher?.pending() ?? 0,
    deliveriesIdle: () => ctx.dispatcher?.idle() ?? Promise.resolve(),
    async close() {
      await ready.catch(() => undefined);
      ctx.timers.cancelAll();
      delivery?.stop();
      for (const hooks of modules) await hooks.close?.();
    },
  };
}
