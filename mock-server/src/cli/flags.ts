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
  "allowed-host": {
    placeholder: "NAME",
    repeatable: true,
    help: "Also answer requests naming this host (besides localhost, 127.0.0.1, [::1] and --host); repeatable",
  },
  "cors-origin": {
    placeholder: "ORIGIN",
    repeatable: true,
    help: "Let pages of this origin read /v1 answers (default: any origin, *); repeatable",
  },
  tls: { help: "Serve HTTPS with a certificate from the local CA (made on first use; see docs/https.md)" },
  "tls-dir": { placeholder: "DIR", help: "Folder of the local CA (default $XDG_CACHE_HOME/lps-mock or ~/.cache/lps-mock)" },
  cert: { placeholder: "FILE", help: "Serve HTTPS with this certificate chain (PEM) instead; needs --key" },
  key: { placeholder: "FILE", help: "The private key (PEM) of --cert" },
  "http-redirect": { placeholder: "PORT", help: "With TLS, also listen on this http port and answer 308 to https" },
  "webhook-ca": { placeholder: "FILE", help: "Also trust this CA (PEM) for HTTPS webhook receivers" },
  "webhook-time-scale": {
    placeholder: "F",
    help: "Multiply webhook retry waits by F (0.001 turns 5 s into 5 ms; default 1)",
  },
  json: { help: "Print one JSON line with URLs and credentials once listening" },
  help: { help: "Show this help" },
  version: { help: "Print the version" },
} as const satisfies Record<string, FlagSpec>;

export type FlagName = keyof typeof FLAGS;

export function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(FLAGS, name);
}
