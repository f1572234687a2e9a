/// <reference types="node" />

// Node 20's process.nextTick builds each tick object as `{ [async_id_symbol]: …, … }`. When V8
// first optimizes nextTick while HTTP traffic is shaping its feedback, some processes (about 4
// in 10 here) end up defining those symbol keys through the V8 runtime on every call, in
// node:http's write and read paths: a quarter of the server's throughput, for the life of the
// process. Calling it a few thousand times on a no-op first, so that it is optimized before any
// request, avoided that in every process measured (bench/analysis/server.md). The calls run in
// small slices between I/O turns, so a request that arrives meanwhile waits for one slice at most.

const CALLS = 3_000;
const SLICE = 250;

let warmed = false;

const noop = (): void => undefined;

/** Once per process: runs nextTick hot on a no-op, a slice per event-loop turn. */
export function warmNextTick(): void {
  if (warmed) return;
  warmed = true;
  let left = CALLS;
  const slice = (): void => {
    for (let i = 0; i < SLICE; i++) process.nextTick(noop);
    left -= SLICE;
    if (left > 0) setImmediate(slice).unref();
  };
  setImmediate(slice).unref();
}
