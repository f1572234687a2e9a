import { afterEach, describe, expect, it } from "vitest";
import { call, killAll, lpsMock, startServer } from "./support/cli-process";

afterEach(killAll);

// The endpoint listen registers is its own relay on a random port: the receiver it forwards to
// is what a reader of GET /v1/webhooks (or the dashboard) needs to recognise it.
describe("the webhook lps-mock listen registers", { timeout: 60_000 }, () => {
  it("names the receiver it forwards to in its description", async () => {
    const server = await startServer(["--seed", "35"]);
    const listen = lpsMock(["listen", "--forward-to", "http://127.0.0.1:9/webhooks", "--server", server.url]);
    await listen.waitFor(/signing secret: whsec_/);
    const hooks = await call(`${server.base_url}/webhooks`, "GET", undefined, server.api_key);
    const [relay] = hooks.json!.data as { url: string; description?: string }[];
    expect(relay!.url).not.toBe("http://127.0.0.1:9/webhooks");
    expect(relay!.description).toBe("lps-mock listen → http://127.0.0.1:9/webhooks");
    listen.child.kill("SIGINT");
    expect((await listen.exited).code).toBe(0);
  });
});
