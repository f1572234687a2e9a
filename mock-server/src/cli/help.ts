import { type Command, EXIT, HELP_OPTION, type OptionSpec } from "./command";

const flagLabel = (name: string, spec: OptionSpec) =>
  `${spec.short ? `-${spec.short}, ` : "    "}--${name}${spec.placeholder ? ` ${spec.placeholder}` : ""}`;

function flagRows(options: Record<string, OptionSpec>): string[] {
  const entries = Object.entries({ ...options, ...HELP_OPTION });
  const width = Math.max(...entries.map(([name, spec]) => flagLabel(name, spec).length)) + 2;
  return entries.map(([name, spec]) => `  ${flagLabel(name, spec).padEnd(width)}${spec.help}`);
}

/** `lps-mock <command> --help`. */
export function commandHelp(command: Command): string {
  return [
    `lps-mock ${command.name}: ${command.summary}`,
    "",
    `Usage: lps-mock ${command.name} ${command.synopsis}`,
    "",
    "Flags:",
    ...flagRows(command.options),
    ...(command.notes ?? []).flatMap((note) => ["", note]),
  ].join("\n");
}

/** `lps-mock --help`: the commands, then the flags of `serve`, which runs when none is named. */
export function mainHelp(commands: readonly Command[], serve: Command): string {
  const width = Math.max(...commands.map((c) => c.name.length)) + 4;
  return [
    "lps-mock: the stateful reference server of the Lead and Property Service, and its tools",
    "",
    "Usage: lps-mock [serve] [flags]          start the server (the default command)",
    "       lps-mock <command> [arguments]    talk to a running server",
    "",
    "Commands:",
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    "",
    `Flags of serve:`,
    ...flagRows(serve.options),
    "",
    'Run "lps-mock <command> --help" (or "lps-mock help <command>") for the flags of a command.',
    `Exit codes: ${EXIT.ok} success, ${EXIT.failed} failure, ${EXIT.usage} bad command line, ${EXIT.noServer} no server answered.`,
    "The sandbox control API (/__sandbox/*) answers loopback callers only. See docs/mock-server.md.",
  ].join("\n");
}
