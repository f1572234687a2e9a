import { afterEach, describe, expect, it } from "vitest";
import { SECRET, createHarness, leadQualified } from "./helpers/harness";
import { startReceiver, type Receiver, type Script } from "./helpers/receiver";
import { independentSignature, v1Entries } from "./helpers/signatures";

const COUNT = 1000;
const events = Array.from({ length: COUNT }, (_, i) => leadQualified(i));
let hook: Receiver | undefined;
afterEach(() => hook?.stop());

async function burst(script: Script) {
  hook = await startReceiver(script);
  const harness = createHarness();
  harness.addEndpoint("wh_test0001", hook.url);
  for (const event of events) harness.dispatcher.dispatch(event, ["wh_test0001"]);
  expect(harness.dispatcher.pending()).toBe(COUNT);
  await harness.dispatcher.idle();
  const received = hook.requests.map((r) => String(r.headers["x-service-event-id"]));
  return { harness, received, hook };
}

// A generous limit: the machine is shared, and this checks completeness, never speed.
describe(`${COUNT} events dispatched at once to one receiver`, { timeout: 120_000 }, () => {
  it("delivers each exactly once when the receiver answers 200", async () => {
    const { harness, received, hook } = await burst(() => ({ status: 200 }));
    expect(received).toHaveLength(COUNT);
    expect(new Set(received)).toEqual(new Set(events.map((e) => e.id)));
    const succeeded = [...harness.records.values()].filter((r) => r.status === "succeeded");
    expect(succeeded).toHaveLength(COUNT);
    for (const request of hook.requests) expect(v1Entries(request)).toEqual([independentSignature(SECRET, request)]);
  });

  it("delivers each at least once when every third event's first attempt fails", async () => {
    const seen = new Set<string>();
    const { harness, received } = await burst((request) => {
      const id = String(request.headers["x-service-event-id"]);
      const fails = !seen.has(id) && Number(id.slice(-8)) % 3 === 0;
      seen.add(id);
      return { status: fails ? 503 : 200 };
    });
    expect(new Set(received)).toEqual(new Set(events.map((e) => e.id)));
    expect(received).toHaveLength(COUNT + Math.ceil(COUNT / 3));
    for (const event of events) {
      const log = harness.attempts(event.id);
      const failedFirst = Number(event.id.slice(-8)) % 3 === 0;
      expect(log.map((r) => r.status)).toEqual(failedFirst ? ["failed", "succeeded"] : ["succeeded"]);
      expect(log.map((r) => r.attempt)).toEqual(failedFirst ? [1, 2] : [1]);
    }
    expect(harness.disabled).toEqual([]);
  });
});
