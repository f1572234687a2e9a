import { describe, expect, test } from "vitest";
import { createClient } from "@lps/sdk";
import { newLead, sandbox, useMockServer } from "./mock-server";

const ctx = useMockServer();
const lps = () => createClient({ apiKey: ctx.server.apiKey, baseUrl: ctx.server.baseUrl });

async function leadsWithEmail(email: string): Promise<number> {
  let count = 0;
  for await (const lead of lps().leads.list({ limit: 100 })) if (lead.email === email) count++;
  return count;
}

describe("retries against the sandbox's faults", () => {
  test("fail_after_commit: the retry replays the stored answer, and no duplicate lead exists", async () => {
    await sandbox(ctx.server, "/faults", { route: "/leads", method: "POST", count: 1, mode: "fail_after_commit" });
    const { data, response } = await lps().leads.create(newLead("lost-response@example.com")).withResponse();
    expect(response.headers.get("idempotent-replayed")).toBe("true");
    expect(await lps().leads.get(data.id)).toMatchObject({ email: "lost-response@example.com" });
    expect(await leadsWithEmail("lost-response@example.com")).toBe(1);
  });

  test("fail_after_commit on a DELETE: the retry replays the deletion instead of answering 404", async () => {
    const webhook = await lps().webhooks.create({ url: "https://example.com/lost-delete", events: ["lead.qualified"] });
    await sandbox(ctx.server, "/faults", { route: "/webhooks/{webhook_id}", method: "DELETE", count: 1, mode: "fail_after_commit" });
    const { data, response } = await lps().webhooks.delete(webhook.id).withResponse();
    expect(data).toEqual({ id: webhook.id, deleted: true });
    expect(response.headers.get("idempotent-replayed")).toBe("true");
    await expect(lps().webhooks.get(webhook.id)).rejects.toMatchObject({ status: 404 });
  });

  test("drop_connection after commit is retried as a connection error, still without a duplicate property", async () => {
    await sandbox(ctx.server, "/faults", { route: "/properties", method: "POST", count: 1, mode: "drop_connection" });
    const created = await lps().properties.create({ type: "farm", price: 777_777, location: { address: "9 Dropped Rd", city: "Fresno", state: "CA" } });
    const farms = [];
    for await (const property of lps().properties.list({ type: "farm", min_price: 777_777, max_price: 777_777 })) farms.push(property.id);
    expect(farms).toEqual([created.id]);
  });

  test("fail_before twice: the third attempt succeeds", async () => {
    await sandbox(ctx.server, "/faults", { route: "/analytics/market", count: 2, status: 500, mode: "fail_before" });
    const analysis = await lps().analytics.market();
    expect(analysis.summary).toEqual(expect.any(String));
  });
});
