import { afterEach, describe, expect, it } from "vitest";
import { validateWebhookUrl } from "../../src/webhooks/url-policy";
import { createHarness, leadQualified } from "./helpers/harness";
import { startReceiver, type Receiver } from "./helpers/receiver";

// Issue 33 item 8: registration and state imports check receiver URLs, but an endpoint can still
// reach the dispatcher some other way (a store filled by code, a future import path). The
// dispatcher checks the URL again before every attempt and sends nothing to a refused one.

const EVENT = leadQualified(33);
let hook: Receiver | undefined;
afterEach(() => hook?.stop());

async function deliverTo(url: (port: number) => string, overrides: Parameters<typeof createHarness>[0] = {}) {
  hook = await startReceiver();
  const harness = createHarness(overrides);
  harness.addEndpoint("wh_test0001", url(hook.port));
  harness.dispatcher.dispatch(EVENT, ["wh_test0001"]);
  await harness.dispatcher.idle();
  return { attempts: harness.attempts(EVENT.id), disabled: harness.disabled, received: hook.requests.length };
}

describe("delivery to a URL the policy refuses", () => {
  it("sends nothing to http://0x7f.1:PORT (127.0.0.1 spelt so parsers disagree) and records why", async () => {
    const { attempts, received } = await deliverTo((port) => `http://0x7f.1:${port}/hooks`);
    expect(received).toBe(0);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: "failed", response_status: null });
    expect(attempts[0]?.error).toMatch(/^not sent: the URL is refused by the webhook URL policy: .*non-standard form/);
  });

  it("applies the caller's policy: outside sandbox mode a loopback receiver gets nothing", async () => {
    const checkUrl = (url: string) => validateWebhookUrl(url, { allowLoopbackHttp: false });
    const { attempts, received } = await deliverTo((port) => `http://127.0.0.1:${port}/hooks`, { checkUrl });
    expect(received).toBe(0);
    expect(attempts[0]?.error).toMatch(/loopback address 127\.0\.0\.1 is allowed only in sandbox mode/);
  });

  it("still delivers to the same receiver spelt plainly (the test is not vacuous)", async () => {
    const { attempts, received } = await deliverTo((port) => `http://127.0.0.1:${port}/hooks`);
    expect(received).toBe(1);
    expect(attempts[0]?.status).toBe("succeeded");
  });
});
