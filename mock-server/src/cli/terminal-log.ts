import type { Engine } from "../engine/engine-types";
import { type LogMode, jsonDeliveryLine, jsonLine, prettyDeliveryLine, prettyLine, resolveLogMode, useColour } from "../journal/log-format";

/** Where log lines go: a Node stream or anything with `write`. */
export interface LogStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * Prints one line per journaled request, and one per ended webhook delivery attempt, to `stream`
 * while the engine serves (see log-format).
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
  const stopRequests = engine.journal.subscribe((entry) => {
    options.stream.write(`${mode === "json" ? jsonLine(entry) : prettyLine(entry, color)}\n`);
  });
  // Only attempts that ended: the queued one would print a line with no outcome yet.
  const stopDeliveries = engine.journal.subscribeDeliveries((delivery) => {
    if (delivery.status === "pending") return;
    options.stream.write(`${mode === "json" ? jsonDeliveryLine(delivery) : prettyDeliveryLine(delivery, color)}\n`);
  });
  return () => {
    stopRequests();
    stopDeliveries();
  };
}
