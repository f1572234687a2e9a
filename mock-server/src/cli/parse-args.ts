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
  journalSize?: number;
  journalDetail?: "full" | "errors" | "auto";
  prefer?: false;
  log?: "pretty" | "json" | "off";
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
  return {
    command: "run",
    options: {
      port: optional("port", integerIn(0, 65_535)) ?? CLI_DEFAULTS.port,
      host: optional("host", nonEmpty("a host name or IP address")) ?? CLI_DEFAULTS.host,
      seed: optional("seed", integerIn(0, 2 ** 32 - 1)),
      apiKeys: (given.get("api-key") ?? []).map((key) => convert("api-key", key, nonEmpty("a non-empty key"))),
      json: given.has("json"),
      latencyMs: optional("latency", numberIn(0, 60_000, "a number of milliseconds from 0 to 60000")),
      faultRate: optional("fault-rate", numberIn(0, 1, "a number from 0 to 1")),
      journalSize: optional("journal-size", integerIn(1, 100_000)),
      journalDetail: optional("journal-detail", (raw) => (raw === "full" || raw === "errors" || raw === "auto" ? { value: raw } : { expected: "full, errors or auto" })),
      prefer: given.has("no-prefer") ? false : undefined,
      log: optional("log", (raw) => (raw === "pretty" || raw === "json" || raw === "off" ? { value: raw } : { expected: "pretty, json or off" })),
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
