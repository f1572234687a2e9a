import { type Authenticator, type AccessTokenVerifier, createAuthenticator } from "../auth/authenticate";
import { type KeyRegistry, createKeyRegistry } from "../auth/key-registry";
import { type RateLimiter, createRateLimiter } from "../auth/rate-limiter";
import { type Clock, createClock } from "../clock/clock";
import { type FaultRules, createFaultRules } from "../sandbox/fault-rules";
import { type AuditTrail, createAuditTrail } from "../store/audit-trail";
import { type DataStore, createDataStore } from "../store/data-store";
import { type IdempotencyStore, createIdempotencyStore } from "../store/idempotency-store";
import { type IdGenerator, type RandomSource, createIdGenerator, createRequestIds, cryptoRandom, randomUint32, seededRandom } from "../store/ids";
import { type RequestLog, createRequestLog } from "../store/request-log";
import { MATCH_LIMIT, QUALIFICATION_THRESHOLD } from "../domain";
import { ENGINE_DEFAULTS } from "./defaults";
import type { EngineOptions } from "./engine-types";
import { type EngineEventBus, createEventBus } from "./event-bus";
import { type LeadService, createLeadService } from "./services/lead-service";
import { type MarketService, createMarketService } from "./services/market-service";
import { type PropertyService, createPropertyService } from "./services/property-service";
import { type WebhookService, createWebhookService } from "./services/webhook-service";
import { type Timers, createTimers } from "./timers";
import type { WebhookDispatcher } from "../webhooks";

/** Everything one engine holds; route modules receive it to add behaviour. */
export interface EngineContext {
  readonly options: EngineOptions;
  readonly clock: Clock;
  /** Ids for every record; restarts its sequence on reset when the engine is seeded. */
  readonly ids: IdGenerator;
  /** A new request id; a fresh run (and, when seeded, the same one again) after reset. */
  readonly requestId: () => string;
  /** Random bytes for secrets (API keys): never seeded. */
  readonly secureRandom: RandomSource;
  /** A number in [0, 1) for fault rates and delivery jitter; seeded with the engine. */
  readonly chance: () => number;
  readonly events: EngineEventBus;
  readonly data: DataStore;
  readonly keys: KeyRegistry;
  readonly auth: Authenticator;
  readonly limiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly audit: AuditTrail;
  readonly requests: RequestLog;
  readonly faults: FaultRules;
  readonly timers: Timers;
  readonly services: { properties: PropertyService; leads: LeadService; webhooks: WebhookService; market: MarketService };
  /** Verifiers of OAuth access tokens, tried in order after API keys. */
  readonly accessTokenVerifiers: AccessTokenVerifier[];
  /** The live dispatcher (replaced on reset). */
  dispatcher: WebhookDispatcher | undefined;
  /** Restarts seeded sequences (ids, chance) so a reset engine repeats its first run. */
  reseed(): void;
}

const toChance = (random: RandomSource) => () => randomUint32(random) / 2 ** 32;

export function createEngineContext(options: EngineOptions): EngineContext {
  const clock = options.clock ?? createClock();
  let generate: IdGenerator = createIdGenerator(cryptoRandom);
  let chance = toChance(cryptoRandom);
  let requestIds = createRequestIds(cryptoRandom);
  const ids: IdGenerator = (prefix) => generate(prefix);
  const events = createEventBus(clock, ids);
  const data = createDataStore();
  const timers = createTimers();
  const keys = createKeyRegistry();
  const accessTokenVerifiers: AccessTokenVerifier[] = [];
  const deps = { data, clock, ids, events, timers };
  const leads = createLeadService(deps, {
    scoringDelayMs: options.scoringDelayMs ?? ENGINE_DEFAULTS.scoringDelayMs,
    qualificationThreshold: QUALIFICATION_THRESHOLD,
    matchIdLimit: MATCH_LIMIT,
  });

  const context: EngineContext = {
    options,
    clock,
    ids,
    requestId: () => requestIds(),
    secureRandom: cryptoRandom,
    chance: () => chance(),
    events,
    data,
    keys,
    auth: createAuthenticator({ keys, clock, verifiers: accessTokenVerifiers }),
    limiter: createRateLimiter(clock),
    idempotency: createIdempotencyStore(clock, ENGINE_DEFAULTS.idempotencyTtlMs),
    audit: createAuditTrail(clock, ids, ENGINE_DEFAULTS.auditLogSize),
    requests: createRequestLog(options.journalSize ?? ENGINE_DEFAULTS.requestLogSize, options.journalDetail),
    faults: createFaultRules(ids, () => chance()),
    timers,
    services: {
      properties: createPropertyService(deps, { rescoreLeads: (leadIds) => leadIds.forEach((id) => leads.rescore(id)) }),
      leads,
      webhooks: createWebhookService(deps, {
        allowLoopbackHttp: options.sandboxMode ?? ENGINE_DEFAULTS.sandboxMode,
        dispatcher: () => {
          if (!context.dispatcher) throw new Error("Webhook delivery is not running");
          return context.dispatcher;
        },
      }),
      market: createMarketService(deps),
    },
    accessTokenVerifiers,
    dispatcher: undefined,
    reseed() {
      if (options.seed === undefined) {
        requestIds = createRequestIds(cryptoRandom);
        return;
      }
      generate = createIdGenerator(seededRandom(options.seed));
      chance = toChance(seededRandom(options.seed + 1));
      // seed + 4: apart from ids (seed), chance (+1), the demo API key (+2) and OAuth (+3).
      requestIds = createRequestIds(seededRandom(options.seed + 4));
    },
  };
  context.reseed();
  return context;
}
