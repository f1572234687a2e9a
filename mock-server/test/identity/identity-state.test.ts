import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieJar, identityEngine } from "./harness";

describe("identity in state snapshots", () => {
  let h: Awaited<ReturnType<typeof identityEngine>>;
  beforeAll(async () => {
    h = await identityEngine();
  });
  afterAll(() => h.engine.close());

  it("keeps users and test users, not sessions; the demo owner is made again, not saved", async () => {
    const user = (await (
      await h.json("/__sandbox/organizations/org_demo/users", { email: "kept@demo-realty.test", name: "Kept", role: "viewer" })
    ).json()) as { id: string };
    await h.json("/__sandbox/idp/users", { email: "ada@acme.test", name: "Ada" });
    const jar = cookieJar();
    await h.signInWithPicker(jar, user.id);
    const snapshot = structuredClone(await h.engine.exportState());
    const saved = (snapshot.modules as Record<string, { identity: { users: { id: string }[] } }>).oauth?.identity;
    expect(saved?.users.map((saved) => saved.id)).toEqual([user.id]);

    await h.engine.reset();
    expect(((await (await h.call("/__sandbox/organizations/org_demo/users")).json()) as { data: unknown[] }).data).toHaveLength(1);
    await h.engine.importState(snapshot);
    const users = ((await (await h.call("/__sandbox/organizations/org_demo/users")).json()) as { data: { id: string }[] }).data;
    expect(users.map((listed) => listed.id).sort()).toEqual([user.id, "usr_demo"].sort());
    expect(((await (await h.call("/__sandbox/idp/users")).json()) as { data: unknown[] }).data).toHaveLength(1);
    expect((await h.call("/session", { jar })).status).toBe(401);
  });

  it("imports a snapshot saved before identity existed", async () => {
    const snapshot = structuredClone(await h.engine.exportState());
    const modules = snapshot.modules as Record<string, { identity?: unknown }>;
    if (modules.oauth) delete modules.oauth.identity;
    await h.engine.importState(snapshot);
    const users = ((await (await h.call("/__sandbox/organizations/org_demo/users")).json()) as { data: { id: string }[] }).data;
    expect(users.map((listed) => listed.id)).toEqual(["usr_demo"]);
  });
});
