import { parseArgs } from "node:util";
import { type Command, type CommandInput, HELP_OPTION, UsageError } from "./command";
import { didYouMean } from "../contract/suggest";

interface NodeParseError extends Error {
  code?: string;
}

const quotedFlag = (message: string) => /'(-{1,2}[^' =]+)/.exec(message)?.[1] ?? "";

/**
 * node:util.parseArgs with the errors rephrased: every message names the flag and what was
 * expected, and an unknown flag gets the nearest known one.
 */
export function parseCommandLine(command: Command, argv: readonly string[]): CommandInput {
  const options = { ...command.options, ...HELP_OPTION };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: joinNegativeNumbers(argv, options), options, strict: true, allowPositionals: true, tokens: true });
  } catch (error) {
    throw rephrase(error as NodeParseError, command, Object.keys(options));
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens ?? []) {
    if (token.kind !== "option") continue;
    if (seen.has(token.name) && !options[token.name]?.multiple) throw new UsageError(`--${token.name} was given more than once`, command.name);
    seen.add(token.name);
  }
  const { values, positionals } = parsed;
  if (values.help) return { values, positionals };
  const [min, max] = command.positionals ?? [0, 0];
  if (positionals.length > max) {
    const extra = positionals[max]!;
    throw new UsageError(`unexpected argument "${extra}"`, command.name);
  }
  if (positionals.length < min) throw new UsageError(`missing argument: lps-mock ${command.name} ${command.synopsis}`, command.name);
  return { values, positionals };
}

// parseArgs takes a value after a space only when it does not start with a dash, and reports
// `--port -1` as a missing value; joined as `--port=-1`, the flag's own check names the range.
// No flag is a dash and a digit, so nothing that was meant as a flag is joined.
const NEGATIVE_NUMBER = /^-[\d.]/;

function joinNegativeNumbers(argv: readonly string[], options: Command["options"]): string[] {
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") return [...args, ...argv.slice(i)];
    const next = argv[i + 1];
    const takesValue = arg.startsWith("--") && options[arg.slice(2)]?.type === "string";
    if (takesValue && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      args.push(`${arg}=${next}`);
      i++;
    } else args.push(arg);
  }
  return args;
}

function rephrase(error: NodeParseError, command: Command, known: string[]): Error {
  const flag = quotedFlag(error.message);
  const name = flag.replace(/^-+/, "");
  const spec = command.options[name];
  switch (error.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return new UsageError(`unknown flag ${flag}${didYouMean(name, known, "--")}`, command.name);
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return spec?.type === "boolean"
        ? new UsageError(`--${name} takes no value`, command.name)
        : new UsageError(`--${name} expects a value (--${name} ${spec?.placeholder ?? "VALUE"})`, command.name);
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return new UsageError(error.message, command.name);
    default:
      return error;
  }
}
