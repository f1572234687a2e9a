/** A flag of one subcommand; the parser and `--help` both read it. */
export interface OptionSpec {
  type: "string" | "boolean";
  /** Shown in help after the flag: `--port N`. */
  placeholder?: string;
  multiple?: boolean;
  short?: string;
  help: string;
}

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** A string flag's value (undefined when not given). */
export const stringOf = (values: OptionValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
};

/** Every value of a repeatable string flag, in order. */
export const stringsOf = (values: OptionValues, name: string): string[] => {
  const value = values[name];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
};

export interface CommandInput {
  values: OptionValues;
  positionals: string[];
}

/** One `lps-mock <name>` subcommand: adding one is an entry in the table of commands.ts. */
export interface Command {
  name: string;
  /** One line for `lps-mock --help`. */
  summary: string;
  /** What follows `lps-mock <name>` in the usage line, e.g. `<event-type> [flags]`. */
  synopsis: string;
  options: Record<string, OptionSpec>;
  /** Positional arguments allowed: [min, max]. */
  positionals?: [number, number];
  /** Paragraphs after the flags in `lps-mock <name> --help` (examples, exit codes). */
  notes?: string[];
  /** Runs the command; resolves to the exit code. */
  run(input: CommandInput): Promise<number>;
}

/** A bad command line; the message names the flag or argument and what was expected. */
export class UsageError extends Error {
  override name = "UsageError";
  constructor(
    message: string,
    /** The subcommand whose help to point at. */
    readonly command?: string,
  ) {
    super(message);
  }
}

/** Exit codes shared by every subcommand (listed in `lps-mock --help`). */
export const EXIT = {
  ok: 0,
  /** The server answered with an error, or the command failed. */
  failed: 1,
  /** A bad command line. */
  usage: 2,
  /** No server answered at --server. */
  noServer: 3,
} as const;

export const HELP_OPTION: Record<string, OptionSpec> = { help: { type: "boolean", short: "h", help: "Show this help" } };
