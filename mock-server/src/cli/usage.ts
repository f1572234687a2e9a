import { FLAGS, type FlagSpec } from "./flags";

/** The `--help` text, built from the flag table so the two cannot drift apart. */
export function usage(): string {
  const rows = Object.entries(FLAGS).map(([name, spec]: [string, FlagSpec]) => {
    const flag = spec.placeholder ? `--${name} ${spec.placeholder}` : `--${name}`;
    return `  ${flag.padEnd(18)}${spec.help}`;
  });
  return [
    "lps-mock: the stateful reference server of the Lead and Property Service, in memory",
    "",
    "Usage: lps-mock [flags]",
    "",
    ...rows,
    "",
    "The sandbox control API (/__sandbox/*) answers loopback callers only. See docs/mock-server.md.",
  ].join("\n");
}
