/// <reference types="node" />

// Node 20's process.nextTick builds each tick object as `{ [async_id_symbol]: …, … }`. When V8
// first optimizes nextTick while HTTP traffic is shaping its feedback, about a third of processes
// end up defining those symbol keys through the V8 runtime on every call, in node:http's write
// and read paths: a quarter of the server's throughput, for the life of the process. Calling it
// a few thousand times on a no-op first, so that it is optimized before most requests, made that
// rare: 2 slow processes in 30, against 21 in 57 (bench/analysis/server.md). The calls run in
// small slices between I/O turns, so a request that arrives meanwhile waits for one slice at most.
// Node 22 and 24 (V8 12 and 13) never showed it (0 of 14 processes), so they skip the warm-up.

const CALLS = 3_000;
const SLICE = 250;

/** The last V8 major version seen to need it (Node 20 ships 11.3). */
const LAST_AFFECTED_V8 = 11;

// Taken as the module loads: a test that turns on fake timers later must not catch the slices.
const { setImmediate } = globalThis;
const { nextTick } = process;

let warmed = false;

const warmUpNoop = (): void => undefined;

/**
 * Once per process, on an affected V8 (an unknown version is left alone): runs nextTick hot on a
 * no-op, a slice per event-loop turn. `v8Version` is there for tests.
 */
export function warmNextTick(v8Version: string | undefined = process.versions.v8): void {
  if (warmed || !(Number.parseInt(v8Version ?? "", 10) <= LAST_AFFECTED_V8)) return;
  warmed = true;
  let left = CALLS;
  const warmUpSlice = (): void => {
    for (let i = 0; i < SLICE; i++) nextTick(warmUpNoop);
    left -= SLICE;
    if (left > 0) setImmediate(warmUpSlice).unref();
  };
  setImmediate(warmUpSlice).unref();
}
