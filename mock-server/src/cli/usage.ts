import { FLAGS, type FlagSpec } from "./flags";

/** The `--help` text, built from the flag table so the two cannot drift apart. */
export function usage(): string {
  const flags = Object.entries(FLAGS).map(([name, spec]: [string, FlagSpec]) => [spec.placeholder ? `--${name} ${spec.placeholder}` : `--${name}`, spec.help]);
  const width = Math.max(18, ...flags.map(([flag]) => flag!.length + 2));
  const rows = flags.map(([flag, help]) => `  ${flag!.padEnd(width)}${help}`);
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
