/// <reference types="node" />
// The engine is type-checked without Node's types so it stays Web-only; the CLI opts in.
import { version } from "../../package.json";
import { type Command, EXIT, UsageError } from "./command";
import { COMMANDS, DEFAULT_COMMAND } from "./commands";
import { commandHelp, mainHelp } from "./help";
import { parseCommandLine } from "./parse-command-line";
import { CommandFailure } from "./server-client";
import { didYouMean } from "../contract/suggest";

/** The subcommand named first, or the default one when the first argument is a flag (or absent). */
function pickCommand(argv: readonly string[]): { command: Command; rest: readonly string[] } {
  const [first] = argv;
  if (first === undefined || first.startsWith("-")) return { command: DEFAULT_COMMAND, rest: argv };
  const command = COMMANDS.find((c) => c.name === first);
  if (!command) {
    const names = COMMANDS.map((c) => c.name);
    throw new UsageError(`unknown command "${first}"${didYouMean(first, names)} (commands: ${names.join(", ")})`);
  }
  return { command, rest: argv.slice(1) };
}

async function main(argv: readonly string[]): Promise<number> {
  // `lps-mock help [command]`, as git and npm have it, is `--help` of that command.
  if (argv[0] === "help") return main(argv[1] === undefined ? ["--help"] : [argv[1], "--help"]);
  const { command, rest } = pickCommand(argv);
  const input = parseCommandLine(command, rest);
  if (input.values.help) {
    console.log(command === DEFAULT_COMMAND && argv[0] !== command.name ? mainHelp(COMMANDS, DEFAULT_COMMAND) : commandHelp(command));
    return EXIT.ok;
  }
  if (input.values.version) {
    console.log(version);
    return EXIT.ok;
  }
  return command.run(input);
}

function explain(error: unknown, argv: readonly string[]): number {
  if (error instanceof UsageError) {
    const help = error.command ? `lps-mock ${error.command} --help` : "lps-mock --help";
    console.error(`lps-mock: ${error.message}\nRun "${help}" for usage.`);
    return EXIT.usage;
  }
  if (error instanceof CommandFailure) {
    console.error(`lps-mock: ${error.message}`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  const serving = argv[0] === undefined || argv[0].startsWith("-") || argv[0] === DEFAULT_COMMAND.name;
  console.error(serving ? `lps-mock: could not start: ${message}` : `lps-mock: ${message}`);
  return EXIT.failed;
}

const argv = process.argv.slice(2);
main(argv).then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(explain(error, argv)),
);
