import { describe, expect, it } from "vitest";
import { BODY, NOW, entries } from "./entries";

const OLD = "whsec_old0Yc1Lr5Tn0Kx7Bw2Pz9Fd4Hs6Jm1A";
const NEW = "whsec_new4Hk8Qw1Ny6Bv3Xm9Lp2Tc7Gd5Js0Ua";

describe.each(entries)("%s: secret rotation", (_, { signWebhook, verifyWebhook }) => {
  const deliver = async (signingSecrets: string | string[]) => ({
    "x-service-signature": await signWebhook(BODY, signingSecrets, NOW),
    "x-service-timestamp": String(NOW),
  });
  const verify = (headers: Record<string, string>, secret: string | string[]) =>
    verifyWebhook(BODY, headers, secret, { now: NOW });

  it("sends two v1 entries while both secrets sign", async () => {
    expect((await deliver([OLD, NEW]))["x-service-signature"]).toMatch(/^v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
  });

  it("lets a receiver still on the old secret, or already on the new one, accept the overlap", async () => {
    const headers = await deliver([OLD, NEW]);
    await expect(verify(headers, OLD)).resolves.toMatchObject({ type: "lead.qualified" });
    await expect(verify(headers, NEW)).resolves.toMatchObject({ type: "lead.qualified" });
  });

  it("lets a receiver hold both secrets, in either order, before and after the sender switches", async () => {
    for (const signing of [OLD, NEW]) {
      const headers = await deliver(signing);
      await expect(verify(headers, [OLD, NEW])).resolves.toMatchObject({ type: "lead.qualified" });
      await expect(verify(headers, [NEW, OLD])).resolves.toMatchObject({ type: "lead.qualified" });
    }
  });

  it("rejects deliveries once the old secret is retired on the sender and only the old one is held", async () => {
    await expect(verify(await deliver(NEW), OLD)).rejects.toMatchObject({ code: "no_matching_signature" });
  });

  it("rejects when no secret held matches any entry", async () => {
    await expect(verify(await deliver([OLD, NEW]), ["whsec_other1", "whsec_other2"])).rejects.toMatchObject({
      code: "no_matching_signature",
    });
  });
});
