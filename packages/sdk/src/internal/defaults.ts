/** Every default the client applies, in one place so docs/sdk.md and the code cannot drift apart. */
export const DEFAULTS = {
  baseUrl: "https://api.lps.example/v1",
  /** Per attempt, until the response headers arrive. */
  timeout: 60_000,
  maxRetries: 2,
  /** First backoff ceiling; it doubles per retry (0.5 s, 1 s, 2 s, …). */
  retryBaseDelay: 500,
  retryMaxDelay: 8_000,
  /** A server asking for a longer wait (Retry-After, RateLimit reset) ends the retries at once. */
  maxServerDelay: 60_000,
} as const;

/** Environment variables read when `process.env` exists (Node, Deno, Bun). */
export const ENV = { apiKey: "LPS_API_KEY", baseUrl: "LPS_BASE_URL" } as const;
