import { CLI_DEFAULTS, FLAGS, isFlagName, type FlagName, type FlagSpec } from "./flags";

/** What `lps-mock` runs with; defaults are filled in. */
export interface CliOptions {
  port: number;
  host: string;
  seed?: number;
  apiKeys: string[];
  json: boolean;
  latencyMs?: number;
  faultRate?: number;
  /** Names to answer besides the bound ones (undefined: none). */
  allowedHosts?: string[];
  /** Undefined: any origin. */
  corsOrigins?: string[];
  /** HTTPS from the local CA (`--tls`), or with the user's files (`--cert`, `--key`). */
  tls?: true | { certFile: string; keyFile: string };
  tlsDir?: string;
  httpRedirectPort?: number;
  webhookCaFile?: string;
  webhookTimeScale?: number;
}

export type CliCommand = { command: "help" } | { command: "version" } | { command: "run"; options: CliOptions };

/** A bad command line; the message names the flag and what was expected. */
export class UsageError extends Error {
  override name = "UsageError";
}

export function parseArgs(argv: readonly string[]): CliCommand {
  const given = collectFlags(argv);
  if (given.has("help")) return { command: "help" };
  if (given.has("version")) return { command: "version" };
  const optional = <T>(name: FlagName, check: Check<T>): T | undefined => {
    const raw = given.get(name)?.[0];
    return raw === undefined ? undefined : convert(name, raw, check);
  };
  const file = nonEmpty("a file path");
  const certFile = optional("cert", file);
  const keyFile = optional("key", file);
  if ((certFile === undefined) !== (keyFile === undefined)) throw new UsageError("--cert and --key go together: give both files");
  const tls = certFile !== undefined && keyFile !== undefined ? { certFile, keyFile } : given.has("tls") ? (true as const) : undefined;
  const httpRedirectPort = optional("http-redirect", integerIn(0, 65_535));
  if (httpRedirectPort !== undefined && !tls) throw new UsageError("--http-redirect needs --tls (or --cert and --key)");
  return {
    command: "run",
    options: {
      ...(tls ? { tls } : {}),
      tlsDir: optional("tls-dir", file),
      httpRedirectPort,
      webhookCaFile: optional("webhook-ca", file),
      port: optional("port", integerIn(0, 65_535)) ?? CLI_DEFAULTS.port,
      host: optional("host", nonEmpty("a host name or IP address")) ?? CLI_DEFAULTS.host,
      seed: optional("seed", integerIn(0, 2 ** 32 - 1)),
      apiKeys: (given.get("api-key") ?? []).map((key) => convert("api-key", key, nonEmpty("a non-empty key"))),
      json: given.has("json"),
      latencyMs: optional("latency", numberIn(0, 60_000, "a number of milliseconds from 0 to 60000")),
      faultRate: optional("fault-rate", numberIn(0, 1, "a number from 0 to 1")),
      allowedHosts: given.get("allowed-host")?.map((name) => convert("allowed-host", name, hostName)),
      corsOrigins: given.get("cors-origin")?.map((origin) => convert("cors-origin", origin, corsOrigin)),
      webhookTimeScale: optional("webhook-time-scale", numberIn(0, 1000, "a number from 0 to 1000")),
    },
  };
}

/** Splits `--name value` and `--name=value` tokens into values per flag. */
function collectFlags(argv: readonly string[]): Map<FlagName, string[]> {
  const given = new Map<FlagName, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    const match = /^--([^=]+)(?:=(.*))?$/s.exec(token);
    if (!match) throw new UsageError(`unexpected argument "${token}"; flags start with --`);
    const [, name = "", inline] = match;
    if (!isFlagName(name)) throw new UsageError(`unknown flag --${name}`);
    const spec: FlagSpec = FLAGS[name];
    const values = given.get(name) ?? [];
    if (values.length > 0 && !spec.repeatable) throw new UsageError(`--${name} was given more than once`);
    if (spec.placeholder === undefined) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value, got "${inline}"`);
      values.push("");
    } else {
      // A following flag is not a value: `--host --json` means the host is missing.
      const next = argv[i + 1];
      const value = inline ?? (next?.startsWith("--") ? undefined : next);
      if (inline === undefined && value !== undefined) i++;
      if (value === undefined) throw new UsageError(`--${name} expects a value (--${name} ${spec.placeholder})`);
      values.push(value);
    }
    given.set(name, values);
  }
  return given;
}

type Check<T> = (raw: string) => { value: T } | { expected: string };

function convert<T>(name: FlagName, raw: string, check: Check<T>): T {
  const result = check(raw);
  if ("expected" in result) throw new UsageError(`--${name} expects ${result.expected}, got "${raw}"`);
  return result.value;
}

function integerIn(min: number, max: number): Check<number> {
  return (raw) => {
    const value = Number(raw);
    return /^\d+$/.test(raw) && value >= min && value <= max
      ? { value }
      : { expected: `an integer from ${min} to ${max}` };
  };
}

function numberIn(min: number, max: number, expected: string): Check<number> {
  return (raw) => {
    const value = Number(raw);
    return raw.trim() !== "" && value >= min && value <= max ? { value } : { expected };
  };
}

function nonEmpty(expected: string): Check<string> {
  return (raw) => (raw.trim() === "" ? { expected } : { value: raw });
}

function hostName(raw: string): { value: string } | { expected: string } {
  // A name, not an authority: the port does not matter, whichever the server is bound to.
  return /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\]|[0-9a-f:]+:[0-9a-f:.]*)$/i.test(raw)
    ? { value: raw }
    : { expected: "a host name or IP address without a port" };
}

function corsOrigin(raw: string): { value: string } | { expected: string } {
  return raw === "*" || /^https?:\/\/[^/\s]+$/i.test(raw.replace(/\/$/, ""))
    ? { value: raw.replace(/\/$/, "") }
    : { expected: "* or an origin such as http://localhost:5173" };
}
