/// <reference types="node" />
// From node:timers, not the global: fake timers (vitest, sinon) replace the global one, and a
// test that fakes time must not leave the server's answers unsent.
import { setImmediate } from "node:timers";

/** Queues one answer's write; the write must not throw (it reports its own errors). */
export type QueueWrite = (write: () => void) => void;

/**
 * Holds the answers computed in one turn of the event loop and writes them together in its
 * check phase, once every socket that was readable has been read. Written as each is
 * computed, every answer wakes a co-located client (a test runner, a load generator) on its
 * own; written together, one wake-up carries many, and the server spends about a sixth less
 * CPU per request under concurrent load (bench/analysis/server.md, session 7). Netty's
 * FlushConsolidationHandler makes the same trade. An answer waits at most for the rest of its
 * turn, which is microseconds when the server is not loaded.
 */
export function createWriteBatch(): QueueWrite {
  let pending: Array<() => void> = [];
  const flush = () => {
    const writes = pending;
    // Answers queued while these are written wait for the next turn.
    pending = [];
    for (const write of writes) write();
  };
  return (write) => {
    if (pending.push(write) === 1) setImmediate(flush);
  };
}
