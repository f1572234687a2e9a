import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { call, killAll, startServer } from "./support/cli-process";

const dir = mkdtempSync(join(tmpdir(), "lps-start-keys-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(killAll);

async function startAndStop(args: string[]) {
  const server = await startServer(args);
  expect((await call(`${server.base_url}/leads?limit=1`, "GET", undefined, server.api_key)).status).toBe(200);
  server.run.child.kill("SIGTERM");
  expect((await server.run.exited).code).toBe(0);
  return server;
}

describe("--state FILE without --seed", { timeout: 90_000 }, () => {
  it("start, stop, start, stop leaves the file byte for byte as the first stop wrote it", async () => {
    const file = join(dir, "unseeded.json");
    const first = await startAndStop(["--state", file]);
    const written = readFileSync(file, "utf8");
    const second = await startAndStop(["--state", file]);
    expect(second.api_key).not.toBe(first.api_key);
    expect(readFileSync(file, "utf8")).toBe(written);
    const saved = JSON.parse(written) as { api_keys: unknown[]; audit: { action: string }[] };
    expect(saved.api_keys).toEqual([]);
    expect(saved.audit.filter((entry) => entry.action === "api_key.created")).toEqual([]);
  });

  it("keeps an --api-key key once, whatever the number of restarts", async () => {
    const file = join(dir, "ci-key.json");
    const key = "lps_ci_restart_key";
    await startAndStop(["--state", file, "--api-key", key]);
    const written = readFileSync(file, "utf8");
    await startAndStop(["--state", file, "--api-key", key]);
    expect(readFileSync(file, "utf8")).toBe(written);
    expect((JSON.parse(written) as { api_keys: { name: string }[] }).api_keys.map((k) => k.name)).toEqual(["CI key (--api-key)"]);
  });
});
