import { DEFAULT_HOST } from "../adapters/node/serve-engine";
import { type Command, type CommandInput, stringOf, stringsOf, UsageError } from "./command";
import { runServer, type ServeOptions } from "./serve-lifecycle";
import { JOURNAL_DETAILS, OPTION_BOUNDS as BOUNDS } from "../engine/option-checks";
import { apiKeys, convert, corsOrigin, hostName, instant, integerIn, nonEmpty, numberIn, oneOf } from "./value-checks";

export const SERVE_DEFAULTS = { port: 4010, host: DEFAULT_HOST, autosaveSeconds: 30, drainSeconds: 5 } as const;

/** `lps-mock` and `lps-mock serve`: starts the server. */
export const serveCommand: Command = {
  name: "serve",
  summary: "Start the server (what `lps-mock` alone does)",
  synopsis: "[flags]",
  options: {
    port: { type: "string", placeholder: "N", help: `Port to listen on; 0 picks a free one (default ${SERVE_DEFAULTS.port})` },
    host: { type: "string", placeholder: "HOST", help: `Address to bind (default ${SERVE_DEFAULTS.host})` },
    seed: { type: "string", placeholder: "N", help: "Seed for deterministic demo data and ids (random without it)" },
    clock: { type: "string", placeholder: "TIME", help: "Start the clock frozen at this RFC 3339 time (2026-01-01T00:00:00Z); it moves only through POST /__sandbox/clock" },
    "api-key": { type: "string", placeholder: "KEY", multiple: true, help: "Register a full-scope API key with exactly this value; repeatable (for CI)" },
    latency: { type: "string", placeholder: "MS", help: "Add this many milliseconds to every response" },
    "fault-rate": { type: "string", placeholder: "R", help: "Answer this share (0..1) of requests with 503" },
    "allowed-host": { type: "string", placeholder: "NAME", multiple: true, help: "Also answer requests naming this host (besides localhost, 127.0.0.1, [::1] and --host); repeatable" },
    "cors-origin": { type: "string", placeholder: "ORIGIN", multiple: true, help: "Let pages of this origin read /v1 answers (default: any origin, *): scheme, host and port, no wildcard; a default port is dropped, as browsers do (https://app.example.com:443 is https://app.example.com); repeatable" },
    tls: { type: "boolean", help: "Serve HTTPS with a certificate from the local CA (made on first use; see docs/https.md)" },
    "tls-dir": { type: "string", placeholder: "DIR", help: "Folder of the local CA (default $XDG_CACHE_HOME/lps-mock or ~/.cache/lps-mock)" },
    cert: { type: "string", placeholder: "FILE", help: "Serve HTTPS with this certificate chain (PEM) instead; needs --key" },
    key: { type: "string", placeholder: "FILE", help: "The private key (PEM) of --cert" },
    "http-redirect": { type: "string", placeholder: "PORT", help: "With TLS, also listen on this http port: pages get 308 to https, API calls 403" },
    "webhook-ca": { type: "string", placeholder: "FILE", help: "Also trust this CA (PEM) for HTTPS webhook receivers" },
    "webhook-time-scale": { type: "string", placeholder: "F", help: "Multiply webhook retry waits by F (0.001 turns 5 s into 5 ms; default 1)" },
    "journal-size": { type: "string", placeholder: "N", help: "Requests kept in the journal, GET /__sandbox/requests (default 1000)" },
    "journal-bytes": { type: "string", placeholder: "BYTES", help: "Most the journal holds: bodies plus 1 KB an entry, oldest dropped first (default 16777216, 16 MiB)" },
    "journal-detail": { type: "string", placeholder: "MODE", help: "full, errors (successful GETs keep no headers or bodies) or auto (errors above 1000 req/s; default)" },
    "no-demo-data": { type: "boolean", help: "Start with no properties, leads or messages (the demo organisation, its key and OAuth client stay)" },
    "no-prefer": { type: "boolean", help: "Ignore Prefer headers (code=, example=) on API requests" },
    auth: { type: "boolean", help: "Require a signed-in session on the dashboard and the OAuth consent page (see docs/identity.md)" },
    "strict-responses": { type: "boolean", help: "Answer 500 response_contract_violation instead of an answer that breaks openapi.yaml (also LPS_MOCK_STRICT_RESPONSES=1)" },
    log: { type: "string", placeholder: "MODE", help: "Request log: pretty, json or off (default pretty on a TTY, else json; on stderr under --json)" },
    json: { type: "boolean", help: "Print one JSON line with URLs and credentials once listening" },
    state: { type: "string", placeholder: "FILE", help: "Load state from FILE if it exists; save it there on exit and on --autosave" },
    autosave: { type: "string", placeholder: "S", help: `With --state: save every S seconds when something changed; 0 only on exit (default ${SERVE_DEFAULTS.autosaveSeconds})` },
    "state-readonly": { type: "boolean", help: "With --state: load the file but never write it (fixtures kept in a repository)" },
    drain: { type: "string", placeholder: "S", help: `On SIGINT/SIGTERM: give pending webhook deliveries up to S seconds (default ${SERVE_DEFAULTS.drainSeconds})` },
    version: { type: "boolean", help: "Print the version" },
  },
  notes: [
    "On SIGINT or SIGTERM the server stops accepting connections, finishes the requests in flight, gives pending webhook deliveries up to --drain seconds, saves --state, and exits 0. A second signal exits at once.",
  ],
  run: (input) => runServer(toServeOptions(input)),
};

/** The checked flags of `serve`, with defaults filled in. */
export function toServeOptions({ values }: CommandInput): ServeOptions {
  const optional = <T>(name: string, check: Parameters<typeof convert<T>>[2]): T | undefined => {
    const raw = stringOf(values, name);
    return raw === undefined ? undefined : convert(name, raw, check, "serve");
  };
  const state = optional("state", nonEmpty("a file path"));
  for (const needsState of ["state-readonly", "autosave"]) {
    if (values[needsState] !== undefined && state === undefined) throw new UsageError(`--${needsState} needs --state FILE`, "serve");
  }
  const file = nonEmpty("a file path");
  const certFile = optional("cert", file);
  const keyFile = optional("key", file);
  if ((certFile === undefined) !== (keyFile === undefined)) throw new UsageError("--cert and --key go together: give both files", "serve");
  const tls = certFile !== undefined && keyFile !== undefined ? { certFile, keyFile } : values.tls === true ? (true as const) : undefined;
  const httpRedirectPort = optional("http-redirect", integerIn(0, 65_535));
  if (httpRedirectPort !== undefined && !tls) throw new UsageError("--http-redirect needs --tls (or --cert and --key)", "serve");
  const allowedHosts = stringsOf(values, "allowed-host").map((name) => convert("allowed-host", name, hostName, "serve"));
  const corsOrigins = stringsOf(values, "cors-origin").map((origin) => convert("cors-origin", origin, corsOrigin, "serve"));
  return {
    port: optional("port", integerIn(0, 65_535)) ?? SERVE_DEFAULTS.port,
    host: optional("host", nonEmpty("a host name or IP address")) ?? SERVE_DEFAULTS.host,
    seed: optional("seed", integerIn(BOUNDS.seed.min, BOUNDS.seed.max)),
    apiKeys: apiKeys(stringsOf(values, "api-key"), "serve"),
    json: values.json === true,
    latencyMs: optional("latency", numberIn(BOUNDS.latencyMs.min, BOUNDS.latencyMs.max, `a number of milliseconds from ${BOUNDS.latencyMs.min} to ${BOUNDS.latencyMs.max}`)),
    faultRate: optional("fault-rate", numberIn(BOUNDS.faultRate.min, BOUNDS.faultRate.max, `a number from ${BOUNDS.faultRate.min} to ${BOUNDS.faultRate.max}`)),
    stateFile: state,
    autosaveSeconds: optional("autosave", numberIn(0, 86_400, "a number of seconds from 0 to 86400")) ?? SERVE_DEFAULTS.autosaveSeconds,
    stateReadonly: values["state-readonly"] === true,
    drainSeconds: optional("drain", numberIn(0, 3600, "a number of seconds from 0 to 3600")) ?? SERVE_DEFAULTS.drainSeconds,
    ...(tls ? { tls } : {}),
    ...defined({
      clock: optional("clock", instant),
      tlsDir: optional("tls-dir", file),
      httpRedirectPort,
      webhookCaFile: optional("webhook-ca", file),
      webhookTimeScale: optional("webhook-time-scale", numberIn(BOUNDS.webhookTimeScale.min, BOUNDS.webhookTimeScale.max, `a number from ${BOUNDS.webhookTimeScale.min} to ${BOUNDS.webhookTimeScale.max}`)),
      journalSize: optional("journal-size", integerIn(BOUNDS.journalSize.min, BOUNDS.journalSize.max)),
      journalBytes: optional("journal-bytes", integerIn(BOUNDS.journalBytes.min, BOUNDS.journalBytes.max)),
      journalDetail: optional("journal-detail", oneOf(JOURNAL_DETAILS)),
      demoData: values["no-demo-data"] === true ? (false as const) : undefined,
      prefer: values["no-prefer"] === true ? (false as const) : undefined,
      auth: values.auth === true ? (true as const) : undefined,
      strictResponses: values["strict-responses"] === true ? (true as const) : undefined,
      log: optional("log", oneOf(["pretty", "json", "off"] as const)),
      allowedHosts: allowedHosts.length > 0 ? allowedHosts : undefined,
      corsOrigins: corsOrigins.length > 0 ? corsOrigins : undefined,
    }),
  };
}

/** The entries whose value is set, so an absent flag adds no key to the options. */
function defined<T extends Record<string, unknown>>(entries: T): Partial<T> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Partial<T>;
}
