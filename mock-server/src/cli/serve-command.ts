import { DEFAULT_HOST } from "../node/serve-engine";
import { type Command, type CommandInput, stringOf, stringsOf, UsageError } from "./command";
import { runServer, type ServeOptions } from "./serve-lifecycle";
import { convert, integerIn, nonEmpty, numberIn } from "./value-checks";

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
    "api-key": { type: "string", placeholder: "KEY", multiple: true, help: "Register a full-scope API key with exactly this value; repeatable (for CI)" },
    latency: { type: "string", placeholder: "MS", help: "Add this many milliseconds to every response" },
    "fault-rate": { type: "string", placeholder: "R", help: "Answer this share (0..1) of requests with 503" },
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
  if (values["state-readonly"] === true && state === undefined) throw new UsageError("--state-readonly needs --state FILE", "serve");
  return {
    port: optional("port", integerIn(0, 65_535)) ?? SERVE_DEFAULTS.port,
    host: optional("host", nonEmpty("a host name or IP address")) ?? SERVE_DEFAULTS.host,
    seed: optional("seed", integerIn(0, 2 ** 32 - 1)),
    apiKeys: stringsOf(values, "api-key").map((key) => convert("api-key", key, nonEmpty("a non-empty key"), "serve")),
    json: values.json === true,
    latencyMs: optional("latency", numberIn(0, 60_000, "a number of milliseconds from 0 to 60000")),
    faultRate: optional("fault-rate", numberIn(0, 1, "a number from 0 to 1")),
    stateFile: state,
    autosaveSeconds: optional("autosave", numberIn(0, 86_400, "a number of seconds from 0 to 86400")) ?? SERVE_DEFAULTS.autosaveSeconds,
    stateReadonly: values["state-readonly"] === true,
    drainSeconds: optional("drain", numberIn(0, 3600, "a number of seconds from 0 to 3600")) ?? SERVE_DEFAULTS.drainSeconds,
  };
}
