import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

// From the repository root, so tsx resolves @lps/sdk through the root tsconfig's paths.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const main = "mock-server/src/cli/main.ts";
const CI_KEY = "lps_sk_ci_modes_test_key";

const running = new Set<ChildProcessWithoutNullStreams>();
afterEach(() => {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});

function lpsMock(...args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", main, ...args], { cwd: root });
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = once(child, "exit").then(([code, signal]) => {
    running.delete(child);
    return { code: code as number | null, signal: signal as string | null, stdout, stderr };
  });
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", () => {
      const end = stdout.indexOf("\n");
      if (end >= 0) resolve(stdout.slice(0, end));
    });
    exited.then((r) => reject(new Error(`lps-mock exited (${r.code}) before printing: ${r.stderr}`)));
  });
  // Runs that are expected to fail never read the first line.
  firstLine.catch(() => undefined);
  return { child, firstLine, exited, output: () => stdout };
}

describe("lps-mock CLI", { timeout: 30_000 }, () => {
  it("prints one JSON line once ready, serves the API with --api-key, and exits 0 on SIGTERM", async () => {
    const cli = lpsMock("--port", "0", "--json", "--seed", "1", "--api-key", CI_KEY);
    const ready = JSON.parse(await cli.firstLine) as Record<string, unknown>;

    expect(Object.keys(ready)).toEqual(["url", "base_url", "auth_url", "api_key", "oauth_client", "dashboard_url", "ca_cert"]);
    const url = ready.url as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(ready).toMatchObject({ base_url: `${url}/v1`, auth_url: url, dashboard_url: `${url}/dashboard` });
    expect(ready.api_key).toMatch(/^lps_sk_/);

    const withCiKey = await fetch(`${url}/v1/properties?limit=1`, { headers: { authorization: `Bearer ${CI_KEY}` } });
    expect(withCiKey.status).toBe(200);
    const withDemoKey = await fetch(`${url}/api/v1/leads`, { headers: { authorization: `Bearer ${ready.api_key}` } });
    expect(withDemoKey.status).toBe(200);

    cli.child.kill("SIGTERM");
    const { code } = await cli.exited;
    expect(code).toBe(0);
    expect(cli.output().trim().split("\n")).toHaveLength(1);
  });

  it("prints a banner with the URLs, the demo key and a curl example, and exits 0 on SIGINT", async () => {
    const cli = lpsMock("--port", "0", "--seed", "1");
    const first = await cli.firstLine;
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(first)?.[0];
    expect(url).toBeDefined();
    await expect.poll(() => cli.output()).toContain("curl -H");

    const demoKey = /lps_sk_\S+/.exec(cli.output())?.[0];
    const response = await fetch(`${url}/v1/properties?limit=1`, { headers: { authorization: `Bearer ${demoKey}` } });
    expect(response.status).toBe(200);
    expect(cli.output()).toContain(`${url}/v1`);

    cli.child.kill("SIGINT");
    expect((await cli.exited).code).toBe(0);
  });

  it("starts empty with --no-demo-data: no properties or leads, the demo key and OAuth client kept", async () => {
    const cli = lpsMock("--port", "0", "--json", "--seed", "1", "--no-demo-data");
    const ready = JSON.parse(await cli.firstLine) as { url: string; api_key: string; oauth_client: unknown };
    expect(ready.oauth_client).toBeTruthy();
    const headers = { authorization: `Bearer ${ready.api_key}` };
    for (const path of ["properties", "leads"]) {
      const answer = await fetch(`${ready.url}/v1/${path}`, { headers });
      expect(answer.status, path).toBe(200);
      expect(((await answer.json()) as { data: unknown[] }).data, path).toEqual([]);
    }
    cli.child.kill("SIGTERM");
    expect((await cli.exited).code).toBe(0);
  });

  it.each([
    [["--port", "abc"], /--port expects an integer from 0 to 65535, got "abc"/],
    [["--fault-rate", "2"], /--fault-rate expects a number from 0 to 1, got "2"/],
    [["--verbose"], /unknown flag --verbose/],
    [["--no-demo-data=1"], /--no-demo-data takes no value/],
    [["--no-demo-dta"], /unknown flag --no-demo-dta; did you mean --no-demo-data\?/],
  ])("exits 2 with a clear message for %j", async (args, message) => {
    const { code, stdout, stderr } = await lpsMock(...args).exited;
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain("--help");
    expect(stdout).toBe("");
  });

  it("prints its help and version", async () => {
    const help = await lpsMock("--help").exited;
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--api-key KEY");
    const version = await lpsMock("--version").exited;
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
