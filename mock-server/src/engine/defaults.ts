// Every tunable of the engine in one place; options override some of them per engine.
export const ENGINE_DEFAULTS = {
  /** Simulated time a new lead waits for its score (real ms; EngineOptions.scoringDelayMs). */
  scoringDelayMs: 5,
  /** How long an Idempotency-Key's first answer is replayed (engine-clock ms). */
  idempotencyTtlMs: 24 * 60 * 60 * 1000,
  /** Request bodies above this many bytes answer 413. */
  bodyLimitBytes: 1024 * 1024,
  /** A seed fixture (POST /__sandbox/seed) may hold up to 100,000 records; other sandbox routes take the API's limit. */
  seedBodyLimitBytes: 64 * 1024 * 1024,
  /** Entries GET /__sandbox/audit-log and /__sandbox/requests can return. */
  auditLogSize: 10_000,
  requestLogSize: 1_000,
  /** The journal's byte budget: bodies as recorded plus 1 KB an entry (journal/request-log.ts). */
  journalBytes: 16 * 1024 * 1024,
  demoKeyName: "Demo key",
  /** The reference server runs beside the integrator's code: webhook receivers on loopback are allowed. */
  sandboxMode: true,
} as const;

/**
 * The package's own module that keeps a part in state snapshots and that not every host mounts
 * (the browser build of the MSW handlers has no OAuth server): its part loads anywhere, and is left
 * out where the module is not mounted. Any other name is a misspelt part unless the engine mounts
 * a module of that name with state.
 */
export const OAUTH_MODULE = "oauth";

/** Set to 1 in the environment, strict responses are on unless an engine's options say otherwise. */
export const STRICT_RESPONSES_ENV = "LPS_MOCK_STRICT_RESPONSES";

/**
 * EngineOptions.strictResponses when not given: read from the environment where there is one
 * (Node, Bun, Deno with env access); a browser has none, and stays off.
 */
export function strictResponsesByDefault(): boolean {
  try {
    const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
    return env?.[STRICT_RESPONSES_ENV] === "1";
  } catch {
    // Deno without --allow-env throws on reading the environment.
    return false;
  }
}
