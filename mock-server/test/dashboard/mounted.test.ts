import { afterAll, describe, expect, it } from "vitest";
import { createEngine } from "../../src/adapters/node/create-engine";

// The engine serves the dashboard itself; the page embeds the full-scope demo key, so a caller
// from outside the machine must be refused like on the sandbox API.
const engine = createEngine({ seed: 4 });
afterAll(() => engine.close());
const get = (path: string, clientIp: string) => engine.fetch(new Request(`http://127.0.0.1:4010${path}`), { clientIp });

describe("/dashboard on the default engine", () => {
  it("refuses a caller that is not on loopback, without the demo key", async () => {
    const res = await get("/dashboard", "203.0.113.9");
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(engine.demo.apiKey);
  });

  it("serves the page with the demo key to a loopback caller", async () => {
    const res = await get("/dashboard", "127.0.0.1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain(JSON.stringify(engine.demo.apiKey).slice(1, -1));
  });
});
