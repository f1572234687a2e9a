import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { call, killAll, lpsMock } from "./support/cli-process";

// A CI wrapper often reads only the ready line (`lps-mock … | head -n 1`) and lets its reader
// exit: the next log line then meets a closed pipe (EPIPE), which must not end the server.

const dir = mkdtempSync(join(tmpdir(), "lps-closed-output-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(killAll);

const KEY = "lps_sk_ci_test_1234567890";
const LEAD = { name: "Keep me", email: "keep@example.com", preferences: { property_type: "land", price_range: { min: 0, max: 0 } } };

describe("a closed stdout", { timeout: 60_000 }, () => {
  it("turns the request log off; the server keeps serving and saves its state on SIGTERM", async () => {
    const file = join(dir, "state.json");
    const run = lpsMock(["--port", "0", "--seed", "1", "--api-key", KEY, "--state", file, "--autosave", "0", "--log", "json"]);
    const [, url] = await run.waitFor(/listening on (http:\/\/\S+)/);
    // The reader goes away: every later write to the server's stdout fails with EPIPE.
    run.child.stdout.destroy();
    const created = await call(`${url}/v1/leads`, "POST", LEAD, KEY);
    expect(created.status).toBe(200);
    // The log line of that request is written after its answer; give it the time to fail.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await call(`${url}/v1/leads?limit=1`, "GET", undefined, KEY)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await call(`${url}/healthz`)).status).toBe(200);

    run.child.kill("SIGTERM");
    const exit = await run.exited;
    expect(exit.stderr).not.toMatch(/EPIPE|Unhandled 'error'/);
    expect(exit.code).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toContain('"name":"Keep me"');
  });
});
