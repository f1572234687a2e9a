/// <reference types="node" />
import { AsyncResource, executionAsyncResource } from "node:async_hooks";

// process.nextTick builds each tick object as `{ [async_id_symbol]: …, [trigger_async_id_symbol]:
// …, callback, args }` (Node 22 and later add a third symbol key). In many server processes, V8
// came to define those symbol keys through its runtime on every call, in node:http's write and
// read paths: a quarter of the throughput for as long as the process was measured. It happened
// most after an idle spell: on Node 20, 8 of 10 processes left idle for 8 s before their load;
// on Node 24, 4 of 5 (Node 22: none of 10). On Node 20 it also hit 3 of 8 processes loaded right
// after the start. With one tick object kept alive, none of the processes measured was slow
// (bench/analysis/server.md has the runs). Why keeping one helps (V8 keeping the maps of objects
// that stay alive) is a reading of those runs, not something shown inside V8.
//
// The object is read as its callback runs, not caught with an async hook: enabling a hook, even
// for one call, installs V8's promise hooks, which slowed every later await in the process.

/**
 * Where the object is kept: on the global object, under a registered symbol. So it is kept once
 * per process even where two copies of this module load (the CLI bundle and the library), and
 * bundlers cannot drop it as a variable nothing reads (they did).
 */
const KEPT_TICK_OBJECT = Symbol.for("@lps/mock-server/kept-tick-object");

type Holder = { [KEPT_TICK_OBJECT]?: object | null };

// Taken as the module loads: a test that fakes nextTick later must not catch the call.
const { nextTick } = process;

// The tick object carries the async context it was made in (AsyncLocalStorage stores), and it is
// kept for good: it is made in the context this module loaded in, not the caller's, so a server
// started inside `als.run(store, …)` does not pin that store.
const inLoadContext = AsyncResource.bind((fn: () => void) => fn());

/** Once per process: keeps the tick object of one nextTick call (null until its callback runs). */
export function keepTickObject(): void {
  const holder = globalThis as Holder;
  if (KEPT_TICK_OBJECT in holder) return;
  try {
    Object.defineProperty(holder, KEPT_TICK_OBJECT, { value: null, writable: true, configurable: true, enumerable: false });
  } catch {
    // A global object that cannot be extended (a hardened realm): serving matters more.
    return;
  }
  inLoadContext(() =>
    nextTick(function keptTickCallback() {
      // While a tick's callback runs, Node gives its tick object as the current resource. A
      // faked nextTick gives something else: then nothing is kept, and a later call tries again.
      const resource = executionAsyncResource() as { callback?: unknown };
      if (resource.callback === keptTickCallback) holder[KEPT_TICK_OBJECT] = resource;
      else delete holder[KEPT_TICK_OBJECT];
    }),
  );
}
