import { createAuthenticator } from "../auth/authenticate";
import { createKeyRegistry } from "../auth/key-registry";
import { createRateLimiter } from "../auth/rate-limiter";
import { type Clock, createClock } from "../domain/clock/clock";
import { createFaultRules } from "../api/fault-rules";
import { createEventBus } from "../services/event-bus";
import { createTimers } from "../services/timers";
import { createWorkspaces } from "../services/workspaces";
import { createAuditTrail } from "../store/audit-trail";
import { createIdempotencyStore } from "../store/idempotency-store";
import { type IdGenerator, type RandomSource, createIdGenerator, createRequestIds, cryptoRandom, randomUint32, seededRandom } from "../store/ids";
import { DEMO_ORGANIZATION_ID, createOrganizationRegistry } from "../store/organizations";
import { contractLines } from "../journal/contract-rule";
import { createRequestLog } from "../journal/request-log";
import { ENGINE_DEFAULTS } from "./defaults";
import { selfAddress } from "../webhooks/url-policy";
import type { AccessTokenVerifier, SessionVerifier } from "../auth/authenticate";
import type { SeededDraws } from "./state/import-state";
import type { EngineContext, EngineOptions } from "./engine-types";

const toChance = (random: RandomSource) => () => randomUint32(random) / 2 ** 32;

/**
 * `options.clock` is the engine's Clock by now (engine-clock.ts turns a time into one).
 * `lines`: where the host serves openapi.yaml, its lines by JSON pointer, for journal entries.
 */
export function createEngineContext(options: EngineOptions & { clock?: Clock }, lines?: Readonly<Record<string, number>>): EngineContext {
  const clock = options.clock ?? createClock();
  let generate: IdGenerator = createIdGenerator(cryptoRandom);
  let chance = toChance(cryptoRandom);
  let requestIds = createRequestIds(cryptoRandom);
  let controlRequestIds = createRequestIds(cryptoRandom);
  const drawn: SeededDraws = { ids: 0, chance: 0 };
  const ids: IdGenerator = (prefix) => {
    drawn.ids++;
    return generate(prefix);
  };
  const events = createEventBus(clock, ids, DEMO_ORGANIZATION_ID);
  const organizations = createOrganizationRegistry({ ids, clock });
  const timers = createTimers();
  const keys = createKeyRegistry();
  const accessTokenVerifiers: AccessTokenVerifier[] = [];
  const sessionVerifiers: SessionVerifier[] = [];
  const grantScopes: EngineContext["grantScopes"] = [];
  // Registration, state imports and every delivery attempt judge receiver URLs by this one policy.
  const webhookUrlPolicy = () => ({
    allowLoopbackHttp: options.sandboxMode ?? ENGINE_DEFAULTS.sandboxMode,
    self: selfAddress(options.publicUrl?.()),
  });
  const workspaces = createWorkspaces(
    { clock, ids, events, timers },
    {
      scoringDelayMs: options.scoringDelayMs ?? ENGINE_DEFAULTS.scoringDelayMs,
      webhooks: {
        urlPolicy: webhookUrlPolicy,
        dispatcher: () => {
          if (!context.dispatcher) throw new Error("Webhook delivery is not running");
          return context.dispatcher;
        },
      },
    },
  );

  const context: EngineContext = {
    options,
    clock,
    ids,
    requestId: () => requestIds(),
    controlRequestId: () => controlRequestIds(),
    secureRandom: cryptoRandom,
    chance: () => {
      drawn.chance++;
      return chance();
    },
    events,
    organizations,
    workspaces,
    get data() {
      return workspaces.of(DEMO_ORGANIZATION_ID).data;
    },
    keys,
    auth: createAuthenticator({ keys, clock, organizations, verifiers: accessTokenVerifiers, sessionVerifiers }),
    limiter: createRateLimiter(clock),
    idempotency: createIdempotencyStore(clock, ENGINE_DEFAULTS.idempotencyTtlMs),
    audit: createAuditTrail(clock, ids, ENGINE_DEFAULTS.auditLogSize),
    requests: createRequestLog(
      options.journalSize ?? ENGINE_DEFAULTS.requestLogSize,
      options.journalDetail,
      options.journalBytes ?? ENGINE_DEFAULTS.journalBytes,
      lines === undefined ? undefined : contractLines(lines),
    ),
    faults: createFaultRules(ids, () => context.chance()),
    timers,
    get services() {
      return workspaces.of(DEMO_ORGANIZATION_ID).services;
    },
    accessTokenVerifiers,
    sessionVerifiers,
    onSsoChanged: [],
    grantScopes,
    credentialScopes(credential) {
      const colon = credential.indexOf(":");
      const kind = credential.slice(0, colon);
      const id = credential.slice(colon + 1);
      if (kind === "key") return keys.get(id) && new Set(keys.get(id)?.scopes);
      const scopes = kind === "grant" ? grantScopes.map((find) => find(id)).find(Boolean) : undefined;
      return scopes && new Set(scopes);
    },
    dispatcher: undefined,
    webhookUrlPolicy,
    drawn,
    reseed(skip) {
      Object.assign(drawn, { ids: 0, chance: 0 });
      if (options.seed === undefined) {
        requestIds = createRequestIds(cryptoRandom);
        controlRequestIds = createRequestIds(cryptoRandom);
        return;
      }
      generate = createIdGenerator(seededRandom(options.seed));
      chance = toChance(seededRandom(options.seed + 1));
      // seed + 4: apart from ids (seed), chance (+1), the demo API key (+2) and OAuth (+3);
      // control requests count in a run of their own (+5).
      requestIds = createRequestIds(seededRandom(options.seed + 4));
      controlRequestIds = createRequestIds(seededRandom(options.seed + 5));
      // A draw consumes the same bytes whatever the prefix, so replaying the count lands exactly.
      for (let i = 0; i < (skip?.ids ?? 0); i++) context.ids("evt");
      for (let i = 0; i < (skip?.chance ?? 0); i++) context.chance();
    },
  };
  context.reseed();
  return context;
}
