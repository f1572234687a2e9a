import { generateApiKey } from "../auth/api-key-format";
import { issueApiKey } from "../auth/issue-api-key";
import { SCOPES } from "../auth/plans";
import { type DemoData, generateDemoData } from "../domain";
import type { AppBindings } from "../http/app-env";
import { createApp } from "../http/create-app";
import { leadRoutes } from "../http/routes/lead-routes";
import { marketRoutes } from "../http/routes/market-routes";
import { propertyRoutes } from "../http/routes/property-routes";
import { webhookRoutes } from "../http/routes/webhook-routes";
import { createSandboxRouter } from "../sandbox/sandbox-router";
import { cryptoRandom, randomUint32, seededRandom } from "../store/ids";
import { ENGINE_DEFAULTS } from "./defaults";
import { type EngineContext, createEngineContext } from "./engine-context";
import type { EngineModule } from "./engine-module";
import type { Engine, EngineOptions } from "./engine-types";
import { dashboardRoutes } from "./dashboard-routes";
import { oauthModule } from "./oauth-module";
import { startWebhookDelivery } from "./webhook-delivery";

const CI_KEY_NAME = "CI key (--api-key)";

/** Back to the initial state: empty stores, demo data, demo and CI keys, default faults. */
function initialize(ctx: EngineContext, demoData: () => DemoData, demoKey: string): void {
  const { options, data, services } = ctx;
  ctx.timers.cancelAll();
  for (const part of [data, ctx.keys, ctx.limiter, ctx.idempotency, ctx.audit, ctx.requests, ctx.faults]) part.clear();
  ctx.reseed();
  if (options.latencyMs) ctx.faults.add({ latency_ms: options.latencyMs });
  if (options.faultRate) ctx.faults.add({ rate: options.faultRate, status: 503, mode: "fail_before" });
  if (options.demoData !== false) {
    const demo = demoData();
    services.properties.load(demo.properties);
    services.leads.load(demo.leads, demo.messages, demo.scores);
  }
  const fullAccess = { scopes: [...SCOPES], plan: "professional" as const, allowed_ips: [] };
  const keys = [
    { key: demoKey, name: ENGINE_DEFAULTS.demoKeyName },
    ...(options.apiKeys ?? []).map((key) => ({ key, name: CI_KEY_NAME })),
  ];
  for (const { key, name } of keys) {
    const { record } = issueApiKey(ctx, { ...fullAccess, name }, key);
    ctx.audit.record({ actor: "system", action: "api_key.created", resource_id: record.id, ip: "", status: 200, request_id: null });
  }
}

/** The reference server as one Web-standard fetch handler over in-memory state. */
export function createEngine(options: EngineOptions = {}): Engine {
  const ctx = createEngineContext(options);
  const { services } = ctx;
  const modules = [oauthModule, ...(options.modules ?? [])].map((module: EngineModule) => module.setup(ctx));
  // Fixed at creation, so a reset brings back the same demo data and the same demo key.
  const demoSeed = options.seed ?? randomUint32(cryptoRandom);
  // Generated once: records are replaced, never mutated, so a reset can load the same arrays.
  let demoData: DemoData | undefined;
  const demoRecords = () => (demoData ??= generateDemoData(demoSeed, ctx.clock.now()));
  const demo: { apiKey: string; oauthClient?: Engine["demo"]["oauthClient"] } = {
    apiKey: generateApiKey(options.seed === undefined ? cryptoRandom : seededRandom(options.seed + 2)),
  };
  let delivery: ReturnType<typeof startWebhookDelivery> | undefined;

  async function start(): Promise<void> {
    delivery?.stop();
    initialize(ctx, demoRecords, demo.apiKey);
    delivery = startWebhookDelivery({
      ...ctx,
      onAttempt: (record) => ctx.requests.noteDelivery(record),
      ...(options.deliveryFetch ? { fetch: options.deliveryFetch } : {}),
      ...(options.webhookTimeScale !== undefined ? { timeScale: options.webhookTimeScale } : {}),
    });
    ctx.dispatcher = delivery.dispatcher;
    for (const hooks of modules) {
      await hooks.reset?.();
      Object.assign(demo, await hooks.demo?.());
    }
  }

  // Requests wait for the state to be in place; once it is, they skip the await (a microtask
  // per request on the hot path).
  let isReady = false;
  const begin = () => {
    isReady = false;
    const started = start();
    void started.then(() => (isReady = true), () => undefined);
    return started;
  };
  let ready = begin();
  const reset = async () => {
    await ready.catch(() => undefined);
    ready = begin();
    await ready;
  };
  const app = createApp(ctx, {
    handlers: {
      ...propertyRoutes(services.properties),
      ...leadRoutes(services.leads),
      ...marketRoutes(services.market),
      ...webhookRoutes(services.webhooks),
    },
    sandbox: createSandboxRouter(ctx, reset),
    extraRoutes: [...modules.flatMap((hooks) => (hooks.routes ? [hooks.routes] : [])), dashboardRoutes(ctx, () => demo.apiKey)],
  });

  return {
    async fetch(request, context = {}) {
      if (!isReady) await ready;
      const control = { dropConnection: false };
      const env: AppBindings = { clientIp: context.clientIp ?? "127.0.0.1", control };
      if (context.header) env.header = context.header;
      const response = await app.fetch(request, env);
      if (control.dropConnection) throw new TypeError("fetch failed: connection dropped (sandbox drop_connection fault)");
      return response;
    },
    clock: ctx.clock,
    events: ctx.events,
    journal: ctx.requests,
    demo,
    ready: () => ready,
    reset,
    async close() {
      await ready.catch(() => undefined);
      ctx.timers.cancelAll();
      delivery?.stop();
      for (const hooks of modules) await hooks.close?.();
    },
  };
}
