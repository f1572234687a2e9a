import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createHandlers } from "@lps/mock-server/msw";
import { createClient, isNotFoundError } from "@lps/sdk";
import { newLead } from "./mock-server";

// The SDK's default base URL, answered in-process by the reference server's MSW handlers.
const API = "https://api.lps.example";
const { handlers, engine } = createHandlers({ seed: 42, origin: API });
const network = setupServer(...handlers);

beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterAll(async () => {
  network.close();
  await engine.close();
  // The engine's journal checks each of its answers against openapi.yaml: there must be none.
  const { data } = await engine.journal.query({ has_violations: true, limit: 10_000 });
  expect(data.flatMap((e) => e.violations.filter((v) => v.where === "response").map((v) => `${e.method} ${e.path} ${v.pointer} ${v.message}`))).toEqual([]);
});

const lps = () => createClient({ apiKey: engine.demo.apiKey });

test("resource calls and typed errors through MSW", async () => {
  const page = await lps().properties.list({ limit: 2 });
  expect(page.data).toHaveLength(2);
  expect(isNotFoundError(await lps().leads.get("lead_0000000000000000").catch((e: unknown) => e))).toBe(true);
});

test("a response lost after commit is retried without a duplicate lead", async () => {
  const fault = await fetch(`${API}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ route: "/leads", method: "POST", count: 1, mode: "fail_after_commit" }),
  });
  expect(fault.status).toBe(200);
  const lead = await lps().leads.create(newLead("msw-retry@example.com"));
  let copies = 0;
  for await (const { email } of lps().leads.list({ limit: 100 })) if (email === lead.email) copies++;
  expect(copies).toBe(1);
});
