import type { Engine } from "../engine/engine-types";
import { type LogMode, jsonLine, prettyLine, resolveLogMode, useColour } from "./log-format";

/** Where log lines go: a Node stream or anything with `write`. */
export interface LogStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * Prints one line per journaled request to `stream` while the engine serves (see log-format).
 * Returns the function that stops it. `off` prints nothing and costs nothing per request.
 */
export function attachTerminalLog(
  engine: Pick<Engine, "journal">,
  options: { mode?: LogMode | undefined; stream: LogStream; env: Record<string, string | undefined> },
): () => void {
  const isTty = options.stream.isTTY === true;
  const mode = resolveLogMode(options.mode, isTty);
  if (mode === "off") return () => undefined;
  const color = useColour(isTty, options.env);
  return engine.journal.subscribe((entry) => {
    options.stream.write(`${mode === "json" ? jsonLine(entry) : prettyLine(entry, color)}\n`);
  });
}
