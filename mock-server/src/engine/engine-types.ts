import type { Handler, Hono } from "hono";
import type { AccessTokenVerifier, Authenticator, SessionVerifier } from "../auth/authenticate";
import type { KeyRegistry } from "../auth/key-registry";
import type { RateLimiter } from "../auth/rate-limiter";
import type { Clock } from "../domain/clock/clock";
import type { ValidationIssue } from "../contract/validation-issue";
import type { DashboardScriptReader } from "../dashboard";
import type { AppEnv } from "../api/app-env";
import type { FaultRules } from "../api/fault-rules";
import type { AppRouter } from "../api/routers";
import type { EngineEventBus, EventBus } from "../services/event-bus";
import type { Timers } from "../services/timers";
import type { Services, Workspaces } from "../services/workspaces";
import type { SeededDraws } from "./state/import-state";
import type { StateSnapshot } from "./state/snapshot-format";
import type { AuditTrail } from "../store/audit-trail";
import type { DataStore } from "../store/data-store";
import type { IdempotencyStore } from "../store/idempotency-store";
import type { IdGenerator, RandomSource } from "../store/ids";
import type { OrganizationRegistry } from "../store/organizations";
import type { RequestLog } from "../journal/request-log";
import type { UrlPolicyOptions, WebhookDispatcher } from "../webhooks";

// The engine's types in one place: options, the engine, the context route modules receive and
// the modules themselves refer to each other, so they cannot live apart without a circle.
export type { EventBus, WebhookEvent } from "../services/event-bus";

/** What one reset may change from the engine's options (POST /__sandbox/reset's body). */
export interface ResetOptions {
  /** false: no demo properties, leads or messages; the demo organisation, key and OAuth client stay. */
  demoData?: boolean;
}

/** Options shared by every way of running the engine (CLI, startMockServer, MSW). */
export interface EngineOptions {
  /** Seed for deterministic demo data and ids. Without it, ids are random (request ids: a random part per run, then a count). */
  seed?: number;
  /** Load the demo data set (listings across US cities and a few leads). Default true. */
  demoData?: boolean;
  /**
   * A snapshot (`exportState()`, GET /__sandbox/state, a `--state` file) to start from instead
   * of the demo data; a reset comes back to it. A state loaded later (`importState`, PUT
   * /__sandbox/state) does not change where a reset goes.
   */
  state?: StateSnapshot;
  /** Extra full-scope API keys registered with exactly these values (CLI `--api-key`). */
  apiKeys?: string[];
  /**
   * A clock to share with the caller, or an RFC 3339 time (`"2026-01-01T00:00:00Z"`, CLI
   * `--clock`) where the engine's own clock starts, frozen: it moves only when told (POST
   * /__sandbox/clock, `engine.clock`), and a reset brings it back there. Default: real time.
   * Demo data and the start's keys are dated from that instant (with a seed and no clock: from
   * 00:00 UTC of the day the engine was created), so a seeded start exports the same bytes.
   */
  clock?: Clock | string;
  /** Default fault profile: added latency in ms and a 0..1 rate of 503 answers. */
  latencyMs?: number;
  faultRate?: number;
  /** Simulated delay before a new lead's score is ready (ms). */
  scoringDelayMs?: number;
  /** Multiplies every webhook retry delay; 0.001 makes a 5 s backoff 5 ms in tests. */
  webhookTimeScale?: number;
  /** `fetch` used for webhook deliveries (tests may inject one). */
  deliveryFetch?: typeof fetch;
  /**
   * Sandbox mode (default true): webhook endpoints on loopback (127.0.0.0/8, ::1, localhost) may
   * be registered, over plain http too. Off, registration asks for https on a public host, as
   * production does.
   */
  sandboxMode?: boolean;
  /** Sandbox control API reachable from loopback only (default true). */
  sandboxLoopbackOnly?: boolean;
  /**
   * Require a signed-in session on the dashboard and the authorization endpoint (CLI `--auth`).
   * Off (default), a loopback caller without a session acts as the demo organisation's owner.
   */
  auth?: boolean;
  /**
   * Host names requests may name (DNS rebinding defence); any other answers 403. Undefined: no
   * check (in-process use). startMockServer fills in localhost, 127.0.0.1, [::1] and its host.
   */
  allowedHosts?: readonly string[];
  /**
   * Origins whose pages may read the API's answers (CORS on /v1 and the OAuth token endpoints);
   * default `["*"]`. The sandbox, dashboard and consent pages never send CORS headers.
   */
  corsOrigins?: readonly string[];
  /** Public origin of the server once known (e.g. http://127.0.0.1:4010); else the request's origin. */
  publicUrl?: () => string | undefined;
  /** Reads the API reference's renderer files for /docs (the Node server passes one; MSW has none). */
  docsAssets?: DocsAssetReader;
  /** Reads the dashboard's bundled browser script (the Node server passes one; MSW has none). */
  dashboardScript?: DashboardScriptReader;
  /** Requests the journal (GET /__sandbox/requests) keeps, newest first (default 1,000). */
  journalSize?: number;
  /**
   * The most the journal holds, in bytes: each entry's bodies as recorded plus 1 KB (default
   * 16 MiB). The oldest entries go first; the newest is kept whatever its size.
   */
  journalBytes?: number;
  /**
   * `full` (default): every entry keeps headers and bodies, and every answer is checked.
   * `errors`: successful GET answers keep only their summary and query, unchecked; the cheaper
   * choice under load. `auto`: full, and errors while over 1,000 requests a second come in.
   */
  journalDetail?: "full" | "errors" | "auto";
  /**
   * Check every API answer against openapi.yaml before it leaves: one that breaks the contract
   * becomes a 500 `response_contract_violation` naming each pointer, and is logged to the
   * console. Answers a sandbox fault rule injected pass unchecked. For test runs (Prism's
   * `--errors`); default: on when the environment has `LPS_MOCK_STRICT_RESPONSES=1`, else off.
   */
  strictResponses?: boolean;
  /** Honour `Prefer: code=…` / `Prefer: example=…` on API requests (default true). */
  prefer?: boolean;
  /** Extra parts (routes, sandbox routes, access-token verifiers) next to those the host mounts. */
  modules?: EngineModule[];
}

/** Per-request facts the transport knows and a Request does not. */
export interface RequestContext {
  /**
   * The caller's IP address, as the transport saw it. Required: the engine never guesses one, so
   * a request whose address is unknown (a socket reset before it was read) is refused before any
   * route runs. In-process callers say who they are, e.g. `{ clientIp: "127.0.0.1" }`.
   */
  clientIp: string | undefined;
  /**
   * The transport's own lookup of a request header (lower-case name; values of a repeated
   * header joined with ", "), when it is cheaper than `request.headers`: the Node adapter reads
   * the parsed message, where building a Headers object would cost a GET more than its handler.
   * It must answer as `request.headers.get(name) ?? undefined` would.
   */
  header?: (name: string) => string | undefined;
}

/** The engine: one Web-standard fetch handler over an in-memory store and a controllable clock. */
export interface Engine {
  /** `context.clientIp` is required: a request without a readable address is refused (403) before any route runs. */
  fetch(request: Request, context: RequestContext): Promise<Response>;
  readonly clock: Clock;
  readonly events: EventBus;
  /** The demo credentials printed at startup. */
  readonly demo: {
    apiKey: string;
    oauthClient?: { client_id: string; client_secret?: string; redirect_uri: string };
  };
  /** The request journal (GET /__sandbox/requests reads the same). */
  readonly journal: Pick<RequestLog, "query" | "get" | "subscribe" | "subscribeDeliveries" | "clear">;
  /** Resolves once the initial state (demo data, keys, demo OAuth client) is in place; fetch waits for it too. */
  ready(): Promise<void>;
  /**
   * Back to the state right after creation: the `state` it started from, or the demo data (same
   * seed, same demo credentials). `demoData` overrides the option for this reset only.
   */
  reset(options?: ResetOptions): Promise<void>;
  /**
   * The whole state as one versioned JSON document: records, API keys (hashes only), OAuth
   * clients and grants, webhooks with their secrets, deliveries, audit log, clock and seeds.
   */
  exportState(): Promise<StateSnapshot>;
  /**
   * Replaces all state with a snapshot's. A document of another version or shape throws a
   * SnapshotError (its `issues` point into the document) and leaves the state untouched. The
   * engine keeps the snapshot's record objects (a copy of 100,000 leads took seconds): pass one
   * you will not change afterwards, e.g. freshly parsed JSON or `structuredClone(snapshot)`.
   */
  importState(snapshot: unknown): Promise<void>;
  /** Webhook deliveries not finished yet: queued, in flight or waiting for a retry. */
  pendingDeliveries(): number;
  /** Resolves once no webhook delivery is pending. */
  deliveriesIdle(): Promise<void>;
  /** Stops timers (scoring delays, webhook retries) so a process can exit. */
  close(): Promise<void>;
}

/** Everything one engine holds; route modules receive it to add behaviour. */
export interface EngineContext {
  readonly options: EngineOptions;
  readonly clock: Clock;
  /** Ids for every record; restarts its sequence on reset when the engine is seeded. */
  readonly ids: IdGenerator;
  /** A new request id; a fresh run (and, when seeded, the same one again) after reset. */
  readonly requestId: () => string;
  /**
   * The same for control requests (the sandbox, the dashboard, health checks), from a run of
   * their own: under a seed, how often a test polls them does not shift the API's request ids.
   */
  readonly controlRequestId: () => string;
  /** Random bytes for secrets (API keys): never seeded. */
  readonly secureRandom: RandomSource;
  /** A number in [0, 1) for fault rates and delivery jitter; seeded with the engine. */
  readonly chance: () => number;
  readonly events: EngineEventBus;
  readonly organizations: OrganizationRegistry;
  /** Each organisation's records and services. */
  readonly workspaces: Workspaces;
  /** The demo organisation's records: what sandbox triggers, seeds and messages act on. */
  readonly data: DataStore;
  readonly keys: KeyRegistry;
  readonly auth: Authenticator;
  readonly limiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly audit: AuditTrail;
  readonly requests: RequestLog;
  readonly faults: FaultRules;
  readonly timers: Timers;
  /** The demo organisation's services (see `data`); requests use their caller's workspace. */
  readonly services: Services;
  /** Verifiers of OAuth access tokens, tried in order after API keys. */
  readonly accessTokenVerifiers: AccessTokenVerifier[];
  /** Verifiers of session cookies, tried when a request has no Authorization header. */
  readonly sessionVerifiers: SessionVerifier[];
  /** Called with the organisation's id when its SSO settings change or are removed (sessions end). */
  readonly onSsoChanged: ((organizationId: string) => void)[];
  /** Scopes of a live OAuth grant by id (modules add theirs); undefined once it has ended. */
  readonly grantScopes: ((grantId: string) => readonly string[] | undefined)[];
  /** The scopes a credential (Principal.credential) holds now; undefined once revoked or ended. */
  credentialScopes(credential: string): ReadonlySet<string> | undefined;
  /** The live dispatcher (replaced on reset). */
  dispatcher: WebhookDispatcher | undefined;
  /** What receiver URLs may be (url-policy.ts): for registration, state imports and deliveries. */
  webhookUrlPolicy(): UrlPolicyOptions;
  /** Draws from each seeded sequence since the last reseed (kept in state snapshots). */
  readonly drawn: SeededDraws;
  /**
   * Restarts seeded sequences (ids, chance) so a reset engine repeats its first run; `skip`
   * moves ids and chance past draws already made (an imported snapshot), so no record id is
   * handed out twice. Request ids restart their run, as on any start with the same seed.
   */
  reseed(skip?: SeededDraws): void;
}

/**
 * A part of the server beyond the contract's operations (the OAuth server, later sandbox
 * triggers). The engine mounts what each module returns; paths under /__sandbox/ are kept to
 * loopback callers like the built-in sandbox routes.
 */
export interface EngineModule {
  readonly name: string;
  setup(ctx: EngineContext): ModuleHooks;
}

export interface ModuleHooks {
  /** Routes at the server root (e.g. /oauth/*, /__sandbox/oauth-clients). */
  routes?: Hono<AppEnv>;
  /** Called on creation and on every reset, after the core state is back to its initial form. */
  reset?(): Promise<void> | void;
  close?(): Promise<void> | void;
  /** The module's part of a state snapshot, kept under its name. */
  state?: ModuleStateHooks;
  /** Demo credentials this module contributes (printed by the CLI). */
  demo?(): Promise<Partial<{ oauthClient: { client_id: string; client_secret?: string; redirect_uri: string } }>>;
}

export interface ModuleStateHooks {
  export(): Promise<unknown>;
  /** What is wrong with a saved part (pointers below `pointer`); empty when it can be imported. */
  check(state: unknown, pointer: string): ValidationIssue[];
  /** Replaces the module's state with a part `check` accepted. */
  import(state: unknown): Promise<void>;
}

/** A static file of the API reference renderer (Swagger UI), read by the host (Node) when it has one. */
export interface DocsAsset {
  body: Uint8Array;
  contentType: string;
}
export type DocsAssetReader = (name: string) => Promise<DocsAsset | undefined>;

/** What the engine hands the sandbox to reset, save and load its whole state. */
export type StateControl = Pick<Engine, "reset" | "exportState" | "importState">;

/** The sandbox control API (/__sandbox): its routes, and its index of every sandbox route the app has. */
export interface SandboxSurface {
  routes: Hono<AppEnv>;
  index(routes: () => readonly { method: string; path: string }[]): Handler<AppEnv>;
}

/**
 * What a host mounts on the engine: the sandbox, and pages for people, which embed the demo key.
 * Passed in, as both build on the context: the engine's own layer does not import them.
 */
export interface EngineSurfaces {
  sandbox: (ctx: EngineContext, state: StateControl) => SandboxSurface;
  pages: readonly ((ctx: EngineContext, demoApiKey: () => string) => Hono<AppEnv>)[];
  /**
   * Parts mounted before `options.modules`: the Node server and the MSW handlers in Node mount
   * the OAuth server and sign-in; the browser build of the MSW handlers mounts none (its notice
   * in their place comes after `options.modules`, so it shadows no route of theirs).
   */
  modules: readonly EngineModule[];
  /** openapi.yaml's exact text, served at GET /openapi.yaml. */
  contractText?: string;
  /** The lines of that text by JSON pointer (generated/openapi-lines.ts), where journal violations point. */
  contractLines?: Readonly<Record<string, number>>;
  /** What matches requests to routes (http/routers.ts); Hono's smallest router when absent. */
  router?: () => AppRouter;
}
