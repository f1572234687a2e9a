import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { killAll, lpsMock } from "../../mock-server/test/cli/support/cli-process";
import { serve, type Served } from "./support/served";

// Issue 33 item 8: registration refuses these receivers, so a state file must not bring them in.
// The snapshots hold no leads, so loading one (on the old code) emits no event and sends nothing.
const ATTACKS = [
  "http://0x7f.1:4010/__sandbox/reset",
  "https://10.0.0.1/hooks",
  "http://169.254.169.254/latest/meta-data/",
];
const POINTER = "/workspaces/0/webhooks/0/url";

let s: Served;
let clean: Record<string, any>;
const dir = mkdtempSync(join(tmpdir(), "lps-state-urls-"));

beforeAll(async () => {
  s = await serve();
  const registered = await s.call("POST", "/v1/webhooks", { body: { url: "http://127.0.0.1:9/hooks", events: ["lead.qualified"] } });
  expect(registered.status).toBe(200);
  clean = (await s.call("GET", "/__sandbox/state", { key: null })).json;
  expect(clean.workspaces[0].webhooks[0].url).toBe("http://127.0.0.1:9/hooks");
});
afterAll(async () => {
  await s.server.stop();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(killAll);

function crafted(url: string): Record<string, any> {
  const snapshot = structuredClone(clean);
  snapshot.workspaces[0].webhooks[0].url = url;
  return snapshot;
}

describe("PUT /__sandbox/state with a receiver registration refuses", () => {
  it.each(ATTACKS)("refuses %s with 400 naming the pointer, and keeps the state", async (url) => {
    const answer = await s.call("PUT", "/__sandbox/state", { key: null, body: crafted(url) });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("validation_failed");
    expect(answer.json.errors[0].pointer).toBe(POINTER);
    const listed = await s.call("GET", "/v1/webhooks");
    expect(listed.json.data.map((webhook: { url: string }) => webhook.url)).toEqual(["http://127.0.0.1:9/hooks"]);
  });

  it("still loads the same snapshot with the registered receiver (the test is not vacuous)", async () => {
    expect((await s.call("PUT", "/__sandbox/state", { key: null, body: clean })).status).toBe(200);
  });
});

describe("lps-mock --state FILE with such a receiver", { timeout: 60_000 }, () => {
  it.each([
    ["--state", []],
    ["--state-readonly", ["--state-readonly"]],
  ])("%s exits 1 naming the file and the pointer, serving nothing", async (_name, extra) => {
    const file = join(dir, `attack${extra.length}.json`);
    writeFileSync(file, JSON.stringify(crafted(ATTACKS[0]!)));
    const run = lpsMock(["--port", "0", "--json", "--state", file, ...extra]);
    // The old code started serving: the ready line then ends the wait instead of the exit.
    const first = await Promise.race([run.exited.then(() => "exited"), run.waitFor(/^\{.*\}$/m).then(() => "served")]);
    expect(first).toBe("exited");
    const exited = await run.exited;
    expect(exited.code).toBe(1);
    expect(exited.stdout).toBe("");
    expect(exited.stderr).toContain(file);
    expect(exited.stderr).toContain(`${POINTER}: `);
    expect(exited.stderr).toMatch(/non-standard form/);
  });
});
