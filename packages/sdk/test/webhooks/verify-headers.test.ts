import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { BODY, NOW, SECRET, entries } from "./entries";

describe.each(entries)("%s: headers are read case-insensitively from", (_, { signWebhook, verifyWebhook }) => {
  const signature = () => signWebhook(BODY, SECRET, NOW);
  const accepts = (headers: Parameters<typeof verifyWebhook>[1]) =>
    expect(verifyWebhook(BODY, headers, SECRET, { now: NOW })).resolves.toMatchObject({ type: "lead.qualified" });

  it("a Fetch Headers object", async () => {
    await accepts(new Headers({ "X-Service-Signature": await signature(), "X-SERVICE-TIMESTAMP": String(NOW) }));
  });

  it("a plain object with any casing", async () => {
    await accepts({ "X-Service-Signature": await signature(), "X-Service-Timestamp": String(NOW) });
  });

  it("Node's IncomingHttpHeaders, where a repeated header arrives as an array", async () => {
    const stale = await signWebhook(BODY, "whsec_retired", NOW);
    const headers: IncomingHttpHeaders = {
      "x-service-signature": [stale, await signature()] as unknown as string,
      "x-service-timestamp": String(NOW),
    };
    await accepts(headers);
  });

  it("a Headers object holding a repeated signature header (joined with a comma and a space)", async () => {
    const headers = new Headers({ "x-service-timestamp": String(NOW) });
    headers.append("x-service-signature", await signWebhook(BODY, "whsec_retired", NOW));
    headers.append("x-service-signature", await signature());
    await accepts(headers);
  });

  it("but two different timestamps are malformed", async () => {
    const headers = { "x-service-signature": await signature(), "x-service-timestamp": [String(NOW), String(NOW + 1)] };
    await expect(verifyWebhook(BODY, headers, SECRET, { now: NOW })).rejects.toMatchObject({ code: "malformed_timestamp" });
  });

  it("and a property inherited from the prototype is not a header", async () => {
    const headers = Object.create({ "x-service-timestamp": String(NOW) }) as Record<string, string>;
    headers["x-service-signature"] = await signature();
    await expect(verifyWebhook(BODY, headers, SECRET, { now: NOW })).rejects.toMatchObject({ code: "missing_header" });
  });
});
