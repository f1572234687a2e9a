import type { Engine } from "../engine/engine-types";
import { lineBatch } from "./line-batch";
import { type LogMode, jsonDeliveryLine, jsonLine, prettyDeliveryLine, prettyLine, resolveLogMode, useColour } from "../journal/log-format";

/** Where log lines go: a Node stream or anything with `write`. */
export interface LogStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * Prints one line per journaled request, and one per ended webhook delivery attempt, to `stream`
 * while the engine serves (see log-format).
 * Lines go out batched, one write per tick (line-batch.ts); stopping writes what is pending.
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
  const lines = lineBatch(options.stream);
  const stopRequests = engine.journal.subscribe((entry) => {
    lines.push(mode === "json" ? jsonLine(entry) : prettyLine(entry, color));
  });
  // Only attempts that ended: the queued one would print a line with no outcome yet.
  const stopDeliveries = engine.journal.subscribeDeliveries((delivery) => {
    if (delivery.status === "pending") return;
    lines.push(mode === "json" ? jsonDeliveryLine(delivery) : prettyDeliveryLine(delivery, color));
  });
  return () => {
    stopRequests();
    stopDeliveries();
    lines.close();
  };
}
