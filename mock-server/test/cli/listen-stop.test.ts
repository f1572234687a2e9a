import { afterEach, describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/command";
import { listenCommand } from "../../src/cli/listen-command";
import { register } from "../../src/cli/listen-registration";
import { CommandFailure, type ServerClient } from "../../src/cli/server-client";
import { parseCommandLine } from "../../src/cli/parse-command-line";
import { call, killAll, lpsMock, startServer } from "./support/cli-process";

afterEach(killAll);

describe("lps-mock listen", { timeout: 60_000 }, () => {
  it.each(["ftp://127.0.0.1/y", "file:///tmp/hook", "mailto:dev@example.com"])("refuses --forward-to %s before registering anything", async (url) => {
    const input = parseCommandLine(listenCommand, ["--forward-to", url, "--server", "http://127.0.0.1:9"]);
    await expect(listenCommand.run(input)).rejects.toThrow(new UsageError(`--forward-to expects an http or https URL, got "${url}"`, "listen"));
  });

  it("says on Ctrl+C that a reset server dropped the registration, and exits 0", async () => {
    const server = await startServer(["--seed", "31"]);
    const listen = lpsMock(["listen", "--forward-to", "http://127.0.0.1:9/hook", "--server", server.url]);
    await listen.waitFor(/signing secret: whsec_/);
    expect((await call(`${server.url}/__sandbox/reset`, "POST")).status).toBe(200);
    listen.child.kill("SIGINT");
    const stopped = await listen.exited;
    expect(stopped.stderr).not.toMatch(/answered 401/);
    expect(stopped.stdout).toMatch(/Stopped; the webhook registration wh_\w+ was already gone from the server \(deleted, or the server was reset\)\./);
    expect(stopped.code).toBe(0);
  });

  it("keeps forwarding after the reader of its output goes away (| head -n 1), and still cleans up", async () => {
    const server = await startServer(["--seed", "34"]);
    const listen = lpsMock(["listen", "--forward-to", "http://127.0.0.1:9/hook", "--server", server.url]);
    await listen.waitFor(/signing secret: whsec_/);
    listen.child.stdout.destroy();
    listen.child.stderr.destroy();
    // Each delivery prints a line to the closed output: EPIPE used to end the process there.
    for (let i = 0; i < 3; i++) {
      expect((await call(`${server.url}/__sandbox/events`, "POST", { type: "lead.qualified" })).status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(listen.child.exitCode).toBeNull();
    listen.child.kill("SIGINT");
    const stopped = await listen.exited;
    expect(stopped.code).toBe(0);
    const hooks = await call(`${server.base_url}/webhooks`, "GET", undefined, server.api_key);
    expect((hooks.json!.data as { url: string }[]).filter((hook) => hook.url.startsWith("http://127.0.0.1"))).toEqual([]);
  });

  it("exits 3 on Ctrl+C when the server has gone away, saying that no server answers", async () => {
    const server = await startServer(["--seed", "33"]);
    const listen = lpsMock(["listen", "--forward-to", "http://127.0.0.1:9/hook", "--server", server.url]);
    await listen.waitFor(/signing secret: whsec_/);
    server.run.child.kill("SIGTERM");
    await server.run.exited;
    listen.child.kill("SIGINT");
    const stopped = await listen.exited;
    expect(stopped.stderr).toContain(`could not delete the registration: no lps-mock server answers at ${server.url}`);
    expect(stopped.code).toBe(3);
  });

  it("deletes the registration on Ctrl+C when its own key was revoked, with a key made for that", async () => {
    const server = await startServer(["--seed", "32"]);
    const listen = lpsMock(["listen", "--forward-to", "http://127.0.0.1:9/hook", "--server", server.url]);
    await listen.waitFor(/signing secret: whsec_/);
    const keys = await call(`${server.url}/__sandbox/api-keys`);
    const made = (keys.json!.data as { id: string; name: string }[]).find((key) => key.name === "lps-mock listen")!;
    expect((await call(`${server.url}/__sandbox/api-keys/${made.id}`, "DELETE")).status).toBe(200);
    listen.child.kill("SIGINT");
    const stopped = await listen.exited;
    expect(stopped.stdout).toContain("the webhook registration was deleted");
    expect(stopped.code).toBe(0);
    const hooks = await call(`${server.base_url}/webhooks`, "GET", undefined, server.api_key);
    expect((hooks.json!.data as { url: string }[]).filter((hook) => hook.url.startsWith("http://127.0.0.1"))).toEqual([]);
    const left = await call(`${server.url}/__sandbox/api-keys`);
    expect((left.json!.data as { name: string }[]).filter((key) => key.name === "lps-mock listen")).toEqual([]);
  });

  it("says that a given key the server no longer knows may have left the registration behind", async () => {
    // A server whose key was revoked by hand: the webhook can still be there, and no other key of
    // the caller's workspace is at hand to check, so the stop fails and says what to look at.
    const server: ServerClient = {
      url: "http://127.0.0.1:9",
      async call<T>(method: string, path: string): Promise<T> {
        if (method === "POST") return { id: "wh_1", secret: "whsec_x" } as T;
        throw new CommandFailure(`${method} ${path} answered 401: The API key or access token is unknown`, 1, 401);
      },
    };
    const webhook = await register(server, "lps_test_given", { url: "http://127.0.0.1:9/", events: ["lead.qualified"] });
    await expect(webhook.remove()).rejects.toThrow("the server no longer knows the API key the webhook wh_1 was registered with (was the server reset, or the key revoked?)");
  });
});
