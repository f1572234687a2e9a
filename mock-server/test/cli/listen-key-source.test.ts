import { afterEach, describe, expect, it } from "vitest";
import { call, killAll, lpsMock, startServer } from "./support/cli-process";

afterEach(killAll);

// listen takes $LPS_API_KEY without a word when --api-key is absent; a stale one (exported from
// another server) must be named as the cause of the refusal, not left to guess.
const STALE = "lps_sk_74k6f5NloKfsOjyDDKL8K0oPw1myHpHF_0sBoZO";
const FORWARD = "http://127.0.0.1:4950/hook";

describe("lps-mock listen with a key the server refuses", { timeout: 60_000 }, () => {
  it("names $LPS_API_KEY as the key's source, and --api-key when it came from there", async () => {
    const server = await startServer(["--seed", "35"]);
    const fromEnv = await lpsMock(["listen", "--forward-to", FORWARD, "--server", server.url], { LPS_API_KEY: STALE }).exited;
    expect(fromEnv.code).toBe(1);
    expect(fromEnv.stderr).toContain("POST /v1/webhooks answered 401");
    expect(fromEnv.stderr).toContain("$LPS_API_KEY");
    expect(fromEnv.stderr).toMatch(/unset LPS_API_KEY|--api-key/);
    expect(fromEnv.stderr).not.toContain(STALE);

    const fromFlag = await lpsMock(["listen", "--forward-to", FORWARD, "--server", server.url, "--api-key", STALE], { LPS_API_KEY: "" }).exited;
    expect(fromFlag.code).toBe(1);
    expect(fromFlag.stderr).toContain("answered 401");
    expect(fromFlag.stderr).toContain("the key given with --api-key");
    expect(fromFlag.stderr).not.toContain("came from $LPS_API_KEY");
  });

  it("names the source of a key without the scope the registration needs (403)", async () => {
    const server = await startServer(["--seed", "36"]);
    const readOnly = (await call(`${server.url}/__sandbox/api-keys`, "POST", { name: "read only", scopes: ["leads.read"] })).json!.key as string;
    const refused = await lpsMock(["listen", "--forward-to", FORWARD, "--server", server.url], { LPS_API_KEY: readOnly }).exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("answered 403");
    expect(refused.stderr).toContain("$LPS_API_KEY");
  });
});
