import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { FLOODS, WARM_UP } from "./support/anonymous-flood";

// Issue 33, done-when: no table a caller fills with keys of its own choosing grows without a
// bound. Each anonymous route gets 50,000 requests with keys never seen before, in an engine of
// its own (a child process), after a warm-up that fills every capped table, and its resident
// set may grow by less than 50 MB over them.

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../", import.meta.url));
const REQUESTS = 50_000;
const GROWTH_LIMIT_MB = 50;
// Two children at a time: the machines this runs on have few cores.
const PARALLEL = 2;

// RSS follows retained memory only when the allocator and the collector keep no slack of their
// own: one malloc arena, a small young generation, no collector threads. Response checking is
// the suite's concern, not this test's, and would only slow every request down.
const env = { ...process.env, MALLOC_ARENA_MAX: "1", LPS_MOCK_STRICT_RESPONSES: "0" };
const flags = ["--expose-gc", "--max-semi-space-size=1", "--single-threaded-gc", "--import", "tsx"];

let running = 0;
const waiting: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  while (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function flood(route: string): Promise<{ grownMb: number; statuses: Record<string, number> }> {
  const script = "test/security/support/anonymous-flood.ts";
  const { stdout } = await slot(() => run(process.execPath, [...flags, script, route, String(REQUESTS)], { cwd: root, env, maxBuffer: 1 << 20 }));
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
}

describe(`${REQUESTS.toLocaleString("en")} distinct keys to each anonymous route`, () => {
  it.concurrent.each(Object.keys(FLOODS))(`%s: RSS grows by less than ${GROWTH_LIMIT_MB} MB`, async (route) => {
    const { grownMb, statuses } = await flood(route);
    // Every request was answered (none crashed the route), so all keys reached it.
    expect(Object.values(statuses).reduce((sum, count) => sum + count, 0)).toBe(REQUESTS + WARM_UP);
    expect(statuses["500"]).toBeUndefined();
    expect(grownMb).toBeLessThan(GROWTH_LIMIT_MB);
  }, 300_000);
});
