import type { AsyncHook, HookCallbacks } from "node:async_hooks";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";

// Its effect on throughput is measured by bench:server, not here. These pin what a user of the
// Node adapter relies on: the object kept is the one nextTick made, it is caught once per
// process, and the async hook that catches it is off again at once (an enabled init hook would
// cost every async operation of the process a call).

const hooks: { enabled: number; disabled: number }[] = [];
vi.mock("node:async_hooks", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:async_hooks")>();
  const createHook = (callbacks: HookCallbacks): AsyncHook => {
    const hook = actual.createHook(callbacks);
    const count = { enabled: 0, disabled: 0 };
    hooks.push(count);
    const { enable, disable } = hook;
    hook.enable = () => (count.enabled++, enable.call(hook));
    hook.disable = () => (count.disabled++, disable.call(hook));
    return hook;
  };
  return { ...actual, createHook, default: { ...actual, createHook } };
});

let tick: MockInstance<typeof process.nextTick>;
beforeEach(() => {
  vi.resetModules();
  hooks.length = 0;
  // A spy that passes through: the test runner itself uses nextTick.
  tick = vi.spyOn(process, "nextTick");
});
afterEach(() => vi.restoreAllMocks());

const ownTicks = () => tick.mock.calls.filter(([callback]) => callback.name === "keptTickNoop").length;
const load = async () => (await import("../../src/node/keep-tick-object")).keepTickObject;

describe("keepTickObject", () => {
  it("keeps the tick object nextTick made for its no-op, not a copy", async () => {
    const keepTickObject = await load();
    // A hook of the test's own sees the objects nextTick queues.
    const { createHook } = await vi.importActual<typeof import("node:async_hooks")>("node:async_hooks");
    const queued: object[] = [];
    const watcher = createHook({ init: (_id, type, _trigger, resource) => void (type === "TickObject" && queued.push(resource)) });
    watcher.enable();
    let kept: Record<PropertyKey, unknown> | undefined;
    try {
      kept = keepTickObject() as Record<PropertyKey, unknown> | undefined;
    } finally {
      watcher.disable();
    }
    expect(queued).toHaveLength(1);
    expect(kept).toBe(queued[0]);
    expect(ownTicks()).toBe(1);
    // The shape the workaround is about: two symbol keys (async ids), then callback and args.
    expect(Object.getOwnPropertySymbols(kept)).toHaveLength(2);
    expect(Object.keys(kept ?? {})).toEqual(["callback", "args"]);
    expect((kept?.callback as () => void).name).toBe("keptTickNoop");
  });

  it("turns its async hook off again at once", async () => {
    const keepTickObject = await load();
    keepTickObject();
    expect(hooks).toEqual([{ enabled: 1, disabled: 1 }]);
  });

  it("keeps one for the process, however often it is called", async () => {
    const keepTickObject = await load();
    const first = keepTickObject();
    expect(keepTickObject()).toBe(first);
    expect(ownTicks()).toBe(1);
    expect(hooks).toHaveLength(1);
  });
});
