import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";

// Its effect on throughput is measured by bench:server, not here. These pin what a user of the
// Node adapter relies on: the object kept is the tick object nextTick made, it stays alive, it
// is taken once per process, and no async hook is ever enabled for it (an enabled hook installs
// V8's promise hooks, which slowed every later await in the process). test/bundles checks that the
// built bundles keep it too.

const createHook = vi.fn();
vi.mock("node:async_hooks", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:async_hooks")>();
  const spied = (...args: Parameters<typeof actual.createHook>) => (createHook(...args), actual.createHook(...args));
  return { ...actual, createHook: spied, default: { ...actual, createHook: spied } };
});

const KEPT = Symbol.for("@lps/mock-server/kept-tick-object");
const realNextTick = process.nextTick;
const keptTickObject = () => (globalThis as { [KEPT]?: object | null })[KEPT];

let tick: MockInstance<typeof process.nextTick>;
beforeEach(() => {
  vi.resetModules();
  delete (globalThis as { [KEPT]?: unknown })[KEPT];
  createHook.mockClear();
  // A spy that passes through (the test runner itself uses nextTick), set before the module
  // loads and takes nextTick.
  tick = vi.spyOn(process, "nextTick");
});
afterEach(() => vi.restoreAllMocks());

const ownTicks = () => tick.mock.calls.filter(([callback]) => callback.name === "keptTickCallback");
const load = async () => import("../../src/node/keep-tick-object");
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A full collection (WeakRef targets made in this job are held until it ends: await a turn first). */
const gc = (): void => {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
};

describe("keepTickObject", () => {
  it("keeps the tick object nextTick made for its callback", async () => {
    const { keepTickObject } = await load();
    // A hook of the test's own sees the objects nextTick queues.
    const { createHook: realCreateHook } = await vi.importActual<typeof import("node:async_hooks")>("node:async_hooks");
    const queued: object[] = [];
    const watcher = realCreateHook({ init: (_id, type, _trigger, resource) => void (type === "TickObject" && queued.push(resource)) });
    watcher.enable();
    try {
      keepTickObject();
    } finally {
      watcher.disable();
    }
    expect(ownTicks()).toHaveLength(1);
    await nextTurn();
    const kept = keptTickObject() as Record<PropertyKey, unknown> | undefined;
    expect(queued).toHaveLength(1);
    expect(kept).toBe(queued[0]);
    expect(kept?.callback).toBe(ownTicks()[0]?.[0]);
    expect(Object.keys(kept ?? {})).toEqual(["callback", "args"]);
    // The async ids (and, from Node 22, the async context) are symbol keys.
    expect(Object.getOwnPropertySymbols(kept).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps it through a full garbage collection", async () => {
    const { keepTickObject } = await load();
    keepTickObject();
    await nextTurn();
    const kept = new WeakRef(keptTickObject() as object);
    // The control: an object nobody holds goes in the same collection (WeakRef targets are
    // held until the job that made them ends, hence the turn before it).
    const dropped = new WeakRef({});
    await nextTurn();
    gc();
    expect(dropped.deref()).toBeUndefined();
    expect(kept.deref()).toBeDefined();
    expect(kept.deref()).toBe(keptTickObject());
  });

  it("enables no async hook", async () => {
    const { keepTickObject } = await load();
    keepTickObject();
    await nextTurn();
    expect(createHook).not.toHaveBeenCalled();
  });

  it("keeps one for the process, however often and from however many copies of the module", async () => {
    const { keepTickObject } = await load();
    keepTickObject();
    await nextTurn();
    const first = keptTickObject();
    keepTickObject();
    // A second copy (the CLI bundle and the library in one process).
    vi.resetModules();
    (await load()).keepTickObject();
    await nextTurn();
    expect(keptTickObject()).toBe(first);
    expect(ownTicks()).toHaveLength(1);
  });

  it("does not keep the store of an AsyncLocalStorage the server starts in", async () => {
    const { keepTickObject } = await load();
    const storage = new AsyncLocalStorage<object>();
    let store: object | undefined = { span: "a caller's" };
    const held = new WeakRef(store);
    storage.run(store, () => keepTickObject());
    store = undefined;
    await nextTurn();
    expect(keptTickObject()).toBeTruthy();
    gc();
    expect(held.deref()).toBeUndefined();
    storage.disable();
  });

  it("keeps nothing from a faked nextTick, and a later call tries again", async () => {
    // A fake that runs the callback at once, outside any tick; the module takes it as it loads.
    tick.mockImplementation(function (this: unknown, callback, ...args) {
      if (callback.name === "keptTickCallback") return callback(...args);
      return realNextTick.call(process, callback, ...args);
    });
    (await load()).keepTickObject();
    expect(KEPT in globalThis).toBe(false);
    tick.mockRestore();
    vi.resetModules();
    (await load()).keepTickObject();
    await nextTurn();
    expect(keptTickObject()).toMatchObject({ callback: expect.objectContaining({ name: "keptTickCallback" }) });
  });

  it("serves on when the global object cannot take the property", async () => {
    const { keepTickObject } = await load();
    const define = Object.defineProperty;
    vi.spyOn(Object, "defineProperty").mockImplementation((target, key, descriptor) => {
      if (target === globalThis && key === KEPT) throw new TypeError("Cannot define property, object is not extensible");
      return define(target, key, descriptor);
    });
    expect(() => keepTickObject()).not.toThrow();
    expect(KEPT in globalThis).toBe(false);
    expect(ownTicks()).toHaveLength(0);
  });
});
