// The examples run as integrators run them: as separate Node processes against the reference
// server. tsx resolves `@lps/sdk` to the sources through tsconfig paths, so no build is needed.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { sandbox, useMockServer } from "./mock-server";

const ctx = useMockServer();
const root = fileURLToPath(new URL("../../../../", import.meta.url));
const run = promisify(execFile);
const node = (script: string, env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", script], { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 });

describe("examples/quickstart", () => {
  test.each(["index.mjs", "index.cjs"])("%s creates a listing and a lead, waits for the score, reads the market", async (entry) => {
    const { stdout } = await node(`examples/quickstart/${entry}`, { LPS_API_KEY: ctx.server.apiKey, LPS_BASE_URL: ctx.server.url });
    expect(stdout).toMatch(/^property {2}prop_\w+ {2}\$1,250,000 {2}San Francisco$/m);
    expect(stdout).toMatch(/^lead {6}lead_\w+ {2}Maya Chen {2}\(request req_\w+; \d+ of \d+ requests left today\)$/m);
    expect(stdout).toMatch(/^score {5}\d+\/100 {2}(hot|warm|cold) {2}triggers: /m);
    expect(stdout).toMatch(/^market {4}(sellers_market|balanced|buyers_market|insufficient_data): San Francisco/m);
  });

  test("an API error prints its code and request id and exits with 1", async () => {
    const failure = await node("examples/quickstart/index.mjs", { LPS_API_KEY: "lps_sk_wrong", LPS_BASE_URL: ctx.server.url }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringMatching(/LPS answered 401 invalid_token \(request req_\w+\)/) });
  });

  // The first mistakes of a newcomer: one line saying what is wrong, not a stack trace.
  test.each(["index.mjs", "index.cjs"])("%s prints one line and exits with 1 without a key or without a server", async (entry) => {
    const noKey = await node(`examples/quickstart/${entry}`, { LPS_API_KEY: undefined as unknown as string, LPS_BASE_URL: ctx.server.url }).catch((e: unknown) => e);
    expect(noKey).toMatchObject({ code: 1, stdout: "", stderr: expect.stringMatching(/^[^\n]*No credentials[^\n]*LPS_API_KEY[^\n]*\n$/) });

    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const closed = `http://127.0.0.1:${(probe.address() as { port: number }).port}`;
    await new Promise((resolve) => probe.close(resolve));
    const noServer = await node(`examples/quickstart/${entry}`, { LPS_API_KEY: ctx.server.apiKey, LPS_BASE_URL: closed }).catch((e: unknown) => e);
    expect(noServer).toMatchObject({ code: 1, stdout: "", stderr: expect.stringMatching(/^[^\n]*ECONNREFUSED[^\n]*\n$/) });
  });
});

describe("examples/oauth-web-app", () => {
  let app: ChildProcess | undefined;
  afterAll(() => void app?.kill());

  async function freePort(): Promise<number> {
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const { port } = probe.address() as { port: number };
    probe.close();
    return port;
  }

  test("sign in with PKCE, list leads with the token manager, refuse a forged callback, sign out", async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const client = await sandbox<{ client_id: string }>(ctx.server, "/oauth-clients", {
      name: "example app under test",
      redirect_uris: [`${origin}/callback`],
      confidential: false,
      auto_approve: true,
    });
    app = spawn(process.execPath, ["--import", "tsx", "examples/oauth-web-app/server.mjs"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), LPS_AUTH_URL: ctx.server.url, LPS_CLIENT_ID: client.client_id },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve) => app!.stdout!.on("data", (chunk) => String(chunk).includes("OAuth demo app on") && resolve()));

    let cookie = "";
    const visit = async (url: string) => {
      const response = await fetch(url, { redirect: "manual", headers: { cookie } });
      cookie = response.headers.get("set-cookie")?.split(";")[0] ?? cookie;
      return response;
    };

    const forged = await visit(`${origin}/callback?code=stolen&state=forged`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("invalid_state");

    const login = await visit(`${origin}/login`);
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get("location")!);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    const approved = await visit(authorize.href);
    expect(approved.status).toBe(302);
    const callback = await visit(approved.headers.get("location")!);
    expect(callback.headers.get("location")).toBe("/");

    const home = await visit(`${origin}/`);
    const page = await home.text();
    expect(page).toContain("Your leads");
    expect(page).toContain("leads.read");
    expect(page).toMatch(/lead_\w+/);

    expect((await visit(`${origin}/logout`)).status).toBe(302);
    expect(await (await visit(`${origin}/`)).text()).toContain("Sign in");
  });
});
