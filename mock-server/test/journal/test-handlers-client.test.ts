import { isInsecureTransportError } from "@lps/sdk";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHandlers, type TestHandlers } from "../../src/adapters/testing";

// MSW answers the helpers' origin inside the test process, so their client may send the demo key
// over its plain http; the SDK's guard still holds for every other host.

let lps: TestHandlers;
let msw: ReturnType<typeof setupServer>;
beforeAll(async () => {
  lps = await createTestHandlers({ origin: "http://lps.test" });
  msw = setupServer(...lps.handlers);
  msw.listen({ onUnhandledRequest: "error" });
});
afterAll(async () => {
  msw.close();
  await lps.close();
});

describe("createTestHandlers' client", () => {
  it("calls the handlers' own plain-http origin, as docs/testing.md shows", async () => {
    const page = await lps.client().properties.list({ limit: 2 });
    expect(page.data).toHaveLength(2);
    const [entry] = await lps.requests({ operation_id: "listProperties" });
    expect(entry?.answer.status).toBe(200);
  });

  it("still refuses plain http to any other host", async () => {
    const elsewhere = lps.client({ baseUrl: "http://api.internal.example/v1" });
    const refused = await elsewhere.properties.list({ limit: 2 }).catch((error: unknown) => error);
    expect(isInsecureTransportError(refused), String(refused)).toBe(true);
  });

  it("leaves the guard on when the caller turns it on", async () => {
    const refused = await lps.client({ allowInsecureHttp: false }).properties.list().catch((error: unknown) => error);
    expect(isInsecureTransportError(refused), String(refused)).toBe(true);
  });
});
