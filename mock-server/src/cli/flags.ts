import { DEFAULT_HOST } from "../node/serve-engine";

export const CLI_DEFAULTS = { port: 4010, host: DEFAULT_HOST } as const;

export interface FlagSpec {
  /** Set for flags that take a value (`--port 0` or `--port=0`); absent for switches. */
  placeholder?: string;
  repeatable?: boolean;
  help: string;
}

/** Every flag `lps-mock` knows; the parser and `--help` both read this table. */
export const FLAGS = {
  port: { placeholder: "N", help: `Port to listen on; 0 picks a free one (default ${CLI_DEFAULTS.port})` },
  host: { placeholder: "HOST", help: `Address to bind (default ${CLI_DEFAULTS.host})` },
  seed: { placeholder: "N", help: "Seed for deterministic demo data and ids (random without it)" },
  "api-key": {
    placeholder: "KEY",
    repeatable: true,
    help: "Register a full-scope API key with exactly this value; repeatable (for CI)",
  },
  latency: { placeholder: "MS", help: "Add this many milliseconds to every response" },
  "fault-rate": { placeholder: "R", help: "Answer this share (0..1) of requests with 503" },
  json: { help: "Print one JSON line with URLs and credentials once listening" },
  "journal-size": { placeholder: "N", help: "Requests kept in the journal, GET /__sandbox/requests (default 1000)" },
  "journal-detail": {
    placeholder: "MODE",
    help: "full, errors (successful GETs keep no headers or bodies) or auto (errors above 1000 req/s; default)",
  },
  "no-prefer": { help: "Ignore Prefer headers (code=, example=) on API requests" },
  log: { placeholder: "MODE", help: "Request log on stderr: pretty, json or off (default pretty on a TTY, else json)" },
  help: { help: "Show this help" },
  version: { help: "Print the version" },
} as const satisfies Record<string, FlagSpec>;

export type FlagName = keyof typeof FLAGS;

export function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(FLAGS, name);
}
