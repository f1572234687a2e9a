/// <reference types="node" />
import { createHook } from "node:async_hooks";

// process.nextTick builds each tick object as `{ [async_id_symbol]: …, [trigger_async_id_symbol]:
// …, callback, args }`. In many server processes, V8 comes to define those symbol keys through
// its runtime on every call, in node:http's write and read paths: a quarter of the throughput,
// for the rest of the process's life. It happened most after a few idle seconds, when no tick
// object was alive: on Node 20, 8 of 10 processes idle for 8 s before their load; on Node 24, 4
// of 5 (Node 22 showed it in none of 10). On Node 20 it also hit 3 of 8 processes loaded right
// after the start. With one tick object kept alive for good, none of 39 processes was slow
// (bench/analysis/server.md has the runs). That V8's garbage collector drops the maps of objects
// none of which is alive, and that this is the cause, is a reading of those runs, not something
// shown inside V8.

let kept: object | undefined;

const keptTickNoop = (): void => undefined;

/**
 * Once per process: catches one tick object as nextTick makes it, through an async hook enabled
 * for that one call, and keeps it. Returns the object kept.
 */
export function keepTickObject(): object | undefined {
  if (kept) return kept;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") kept ??= resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(keptTickNoop);
  } finally {
    hook.disable();
  }
  return kept;
}
