import { afterEach, describe, expect, it } from "vitest";
import { identityEngine } from "./harness";

type Harness = Awaited<ReturnType<typeof identityEngine>>;
const started: Harness[] = [];
afterEach(async () => {
  for (const h of started.splice(0)) await h.engine.close();
});

async function harness(seed: number | undefined): Promise<Harness> {
  const h = await identityEngine({ seed });
  started.push(h);
  return h;
}

/** The subjects the built-in provider gives two new test users, in order. */
async function subjects(h: Harness): Promise<string[]> {
  const subs: string[] = [];
  for (const email of ["ada@acme.test", "eve@acme.test"]) {
    const created = await h.json("/__sandbox/idp/users", { email, name: "Test user" });
    expect(created.status).toBe(201);
    subs.push(((await created.json()) as { sub: string }).sub);
  }
  return subs;
}

describe("the built-in provider's test user subjects", () => {
  it("are the same in two engines of the same seed and the same calls", async () => {
    const [a, b] = await Promise.all([harness(21), harness(21)]);
    const subs = await subjects(a);
    expect(await subjects(b)).toEqual(subs);
    expect(subs[0]).toMatch(/^idu_[0-9A-Za-z]{16}$/);
  });

  it("stay random without a seed", async () => {
    const [a, b] = await Promise.all([harness(undefined), harness(undefined)]);
    expect(await subjects(a)).not.toEqual(await subjects(b));
  });

  it("are never handed out again after a seeded snapshot is reloaded", async () => {
    const source = await harness(21);
    const saved = await subjects(source);
    const target = await harness(21);
    await target.engine.importState(structuredClone(await source.engine.exportState()));
    const created = await target.json("/__sandbox/idp/users", { email: "new@acme.test", name: "New" });
    expect(saved).not.toContain(((await created.json()) as { sub: string }).sub);
  });
});
