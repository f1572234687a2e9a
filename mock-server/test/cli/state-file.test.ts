import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { call, killAll, lpsMock, startServer } from "./support/cli-process";

const dir = mkdtempSync(join(tmpdir(), "lps-state-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(killAll);

const LEAD = { name: "Ada Lovelace", email: "ada@example.com", preferences: { property_type: "residential", price_range: { min: 100000, max: 900000 } } };

/** Records, a key and a webhook, made through the API and the sandbox as a developer would. */
async function addUserState(server: { url: string; base_url: string; api_key: string }) {
  expect((await call(`${server.base_url}/leads`, "POST", LEAD, server.api_key)).status).toBeLessThan(300);
  expect((await call(`${server.base_url}/webhooks`, "POST", { url: "http://127.0.0.1:9/hook", events: ["lead.qualified"] }, server.api_key)).status).toBeLessThan(300);
  const key = await call(`${server.url}/__sandbox/api-keys`, "POST", { name: "kept", scopes: ["leads.read"] });
  return key.json!.key as string;
}

const exportOf = async (url: string) => (await call(`${url}/__sandbox/state`)).text;

describe("--state FILE", { timeout: 90_000 }, () => {
  it("survives SIGTERM and a restart: the same export, and the old API key still works", async () => {
    const file = join(dir, "restart.json");
    const first = await startServer(["--seed", "9", "--state", file]);
    const key = await addUserState(first);
    const before = await exportOf(first.url);
    first.run.child.kill("SIGTERM");
    expect((await first.run.exited).code).toBe(0);
    expect(existsSync(file)).toBe(true);

    const second = await startServer(["--seed", "9", "--state", file]);
    expect(await exportOf(second.url)).toBe(before);
    expect((await call(`${second.base_url}/leads?limit=1`, "GET", undefined, key)).status).toBe(200);
    // Without the file, the same seed starts from the demo state only: the key is unknown.
    const fresh = await startServer(["--seed", "9"]);
    expect((await call(`${fresh.base_url}/leads?limit=1`, "GET", undefined, key)).status).toBe(401);
  });

  it("autosaves every --autosave seconds once something changed", async () => {
    const file = join(dir, "autosave.json");
    const server = await startServer(["--seed", "10", "--state", file, "--autosave", "1"]);
    await addUserState(server);
    const expected = await exportOf(server.url);
    await expect.poll(() => (existsSync(file) ? readFileSync(file, "utf8").trimEnd() : ""), { timeout: 15_000, interval: 200 }).toBe(expected);
  });

  it("with --state-readonly, loads the file and never writes it", async () => {
    const file = join(dir, "fixture.json");
    const maker = await startServer(["--seed", "4"]);
    await addUserState(maker);
    writeFileSync(file, await exportOf(maker.url));
    const saved = readFileSync(file, "utf8");
    const server = await startServer(["--seed", "4", "--state", file, "--state-readonly"]);
    expect(await exportOf(server.url)).toBe(saved);
    await addUserState(server);
    server.run.child.kill("SIGTERM");
    expect((await server.run.exited).code).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(saved);
  });

  it("a SIGKILL between writing and renaming leaves the previous file whole and loadable", async () => {
    const file = join(dir, "crash.json");
    const first = await startServer(["--seed", "6", "--state", file]);
    first.run.child.kill("SIGTERM");
    await first.run.exited;
    const previous = readFileSync(file, "utf8");

    const second = await startServer(["--seed", "6", "--state", file], { LPS_MOCK_TEST_PAUSE_BEFORE_RENAME: "1" });
    await addUserState(second);
    second.run.child.kill("SIGTERM");
    await second.run.waitFor(/paused before rename/, "stderr");
    second.run.child.kill("SIGKILL");
    await second.run.exited;

    expect(readFileSync(file, "utf8")).toBe(previous);
    const third = await startServer(["--seed", "6", "--state", file]);
    expect(await exportOf(third.url)).toBe(previous.trimEnd());
    expect(readdirSync(dir).some((name) => name.startsWith("crash.json.") && name.endsWith(".tmp"))).toBe(true);
  });

  it("two servers on one file: the second save does not overwrite the first's, it goes beside the file", async () => {
    const file = join(dir, "shared.json");
    const lead = (name: string) => ({ ...LEAD, name });
    const first = await startServer(["--seed", "5", "--state", file, "--autosave", "1"]);
    const second = await startServer(["--seed", "5", "--state", file, "--autosave", "0"]);
    expect((await call(`${first.base_url}/leads`, "POST", lead("From first"), first.api_key)).status).toBe(200);
    // The first server's autosave writes the file: its own later saves are no conflict.
    await expect.poll(() => (existsSync(file) ? readFileSync(file, "utf8") : ""), { timeout: 15_000, interval: 200 }).toContain('"From first"');
    expect((await call(`${first.base_url}/leads`, "POST", lead("From first again"), first.api_key)).status).toBe(200);
    expect((await call(`${second.base_url}/leads`, "POST", lead("From second"), second.api_key)).status).toBe(200);

    first.run.child.kill("SIGTERM");
    const firstExit = await first.run.exited;
    expect(firstExit.code, firstExit.stderr).toBe(0);
    expect(firstExit.stderr).not.toContain("changed on disk");
    second.run.child.kill("SIGTERM");
    const secondExit = await second.run.exited;
    expect(secondExit.code).toBe(1);
    const notice = `lps-mock: ${file} changed on disk since this server loaded or last saved it (another server saving to it, or "lps-mock state save" to this file?); this server's state goes beside it, to `;
    expect(secondExit.stderr).toContain(notice);
    const conflict = secondExit.stderr.split(notice)[1]!.split("\n")[0]!;
    expect(conflict).toMatch(new RegExp(`^${file.replace(/[.]/g, "\\.")}\\.conflict-${second.run.child.pid}-[0-9a-f]{8}$`));
    const kept = readFileSync(file, "utf8");
    expect(kept).toContain('"From first again"');
    expect(kept).not.toContain('"From second"');
    expect(readFileSync(conflict, "utf8")).toContain('"From second"');
  });

  it("refuses to start from a corrupt or foreign file, naming it, and leaves the file alone", async () => {
    for (const [name, text] of [["corrupt.json", '{"format":"lps-mock-state","vers'], ["foreign.json", '{"mappings":[]}']] as const) {
      const file = join(dir, name);
      writeFileSync(file, text);
      const { code, stderr } = await lpsMock(["--port", "0", "--state", file]).exited;
      expect(code).toBe(1);
      expect(stderr).toContain(file);
      expect(readFileSync(file, "utf8")).toBe(text);
    }
  });

  it("state save and load move a running server's state through a file; reset empties it", async () => {
    const file = join(dir, "cli-saved.json");
    const source = await startServer(["--seed", "12"]);
    await addUserState(source);
    const save = await lpsMock(["state", "save", file, "--server", source.url]).exited;
    expect(save.code, save.stderr).toBe(0);
    const target = await startServer(["--seed", "12"]);
    const load = await lpsMock(["state", "load", file, "--server", target.url]).exited;
    expect(load.code, load.stderr).toBe(0);
    expect(await exportOf(target.url)).toBe(await exportOf(source.url));
    const reset = await lpsMock(["reset", "--server", target.url]).exited;
    expect(reset.code).toBe(0);
    expect(await exportOf(target.url)).not.toBe(await exportOf(source.url));
    const bad = await lpsMock(["state", "lod", file, "--server", target.url]).exited;
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("did you mean load?");
  });
});

describe("graceful shutdown", { timeout: 60_000 }, () => {
  it("finishes a request in flight on SIGTERM, then exits 0", async () => {
    // Every answer takes 3 s: longer than the 2 s after which a stop used to cut connections.
    const server = await startServer(["--latency", "3000"]);
    const pending = call(`${server.base_url}/properties?limit=1`, "GET", undefined, server.api_key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.run.child.kill("SIGTERM");
    expect((await pending).status).toBe(200);
    expect((await server.run.exited).code).toBe(0);
  });

  it("waits for pending deliveries up to --drain, and a second signal exits at once", async () => {
    const server = await startServer(["--drain", "60"]);
    // A receiver that never answers keeps the delivery pending.
    const { createServer } = await import("node:http");
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const port = (hanging.address() as { port: number }).port;
    await call(`${server.base_url}/webhooks`, "POST", { url: `http://127.0.0.1:${port}/`, events: ["message.received"] }, server.api_key);
    expect((await lpsMock(["trigger", "message.received", "--wait", "0", "--server", server.url]).exited).code).toBe(0);
    server.run.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.run.child.exitCode).toBeNull();
    server.run.child.kill("SIGTERM");
    expect((await server.run.exited).code).toBe(143);
    hanging.closeAllConnections();
    hanging.close();
  });
});
