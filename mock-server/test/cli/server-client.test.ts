import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverClient } from "../../src/cli/server-client";

// A refused `state load` must list every field the server named: a list cut short sends the
// fixture's author round again and again, believing it complete.

const errors = [
  { pointer: "/workspaces/0/properties/0/price", message: "must be >= 0" },
  { pointer: "/workspaces/0/properties/0/location/state", message: "must have at most 2 characters" },
  { pointer: "/workspaces/0/leads/0/name", message: "must have at most 200 characters" },
  { pointer: "/workspaces/0/leads/0/email", message: "must be an email address" },
  { pointer: "/workspaces/0/leads/0/preferences/price_range", message: "is required" },
];
const server = createServer((_req, res) => {
  res.writeHead(400, { "content-type": "application/problem+json" }).end(JSON.stringify({ code: "validation_failed", detail: "5 fields are invalid.", errors }));
});
beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a problem answer, as a command reports it", () => {
  it("names every field the server listed", async () => {
    const { port } = server.address() as AddressInfo;
    const client = serverClient({ server: `http://127.0.0.1:${port}` });
    const failure = await client.call("PUT", "/__sandbox/state", {}).catch((error: unknown) => error as Error);
    expect((failure as Error).message).toBe(`PUT /__sandbox/state answered 400: 5 fields are invalid: ${errors.map((e) => `${e.pointer} ${e.message}`).join("; ")}`);
  });
});
