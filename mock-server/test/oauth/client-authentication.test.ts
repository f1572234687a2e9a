import { describe, expect, it } from "vitest";
import { basicAuth, codeRequest, createHarness } from "./harness";

describe("client authentication refuses", () => {
  it("a wrong secret over Basic: 401 invalid_client with a Basic challenge", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    const { client_secret: _s, ...body } = codeRequest(client, code, verifier);
    const response = await h.token(body, { basic: [client.client_id, "lps_cs_wrong"] });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Basic realm="lps"');
    expect(await response.json()).toMatchObject({ error: "invalid_client" });
  });

  it("a wrong secret in the body: 401 invalid_client, and the code stays unredeemed", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    const response = await h.token(codeRequest(client, code, verifier, { client_secret: "lps_cs_wrong" }));
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBeNull();
    expect(await response.json()).toMatchObject({ error: "invalid_client" });
    h.clock.advance(5000);
    expect((await h.token(codeRequest(client, code, verifier))).status).toBe(200);
  });

  it("a confidential client without its secret, and an unknown client", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    const { client_secret: _s, ...noSecret } = codeRequest(client, code, verifier);
    expect((await h.token(noSecret)).status).toBe(401);
    const unknown = await h.token({ ...noSecret, client_id: "cli_unknown", client_secret: "lps_cs_x" });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: "invalid_client" });
  });

  it("a public client presenting a secret", async () => {
    const h = createHarness();
    const client = await h.client({ confidential: false, auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    const response = await h.token(codeRequest(client, code, verifier, { client_secret: "lps_cs_guess" }));
    expect(response.status).toBe(401);
  });

  it("two authentication methods at once (RFC 6749 §2.3)", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    const both = await h.token(codeRequest(client, code, verifier), {
      basic: [client.client_id, client.client_secret ?? ""],
    });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ error: "invalid_request" });
  });

  it("malformed Basic credentials", async () => {
    const h = createHarness();
    const response = await h.call("/oauth/token", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: "Basic !!!" },
      body: "grant_type=refresh_token&refresh_token=x",
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Basic realm="lps"');
  });
});

describe("brute force on client secrets", () => {
  it("refuses even the right secret right after a failure, until the delay passes on the clock", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    const right = codeRequest(client, code, verifier);

    expect((await h.token({ ...right, client_secret: "lps_cs_guess1" })).status).toBe(401);
    const throttled = await h.token(right);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("1");
    expect(await throttled.json()).toMatchObject({ error: "slow_down" });

    h.clock.advance(250);
    expect((await h.token(right)).status).toBe(200);
  });

  it("doubles the delay with each consecutive failure, capped at 5 s, and audits every failure", async () => {
    const h = createHarness();
    const client = await h.client();
    const guess = (secret: string) =>
      h.token({
        grant_type: "refresh_token",
        refresh_token: "lps_rt_x",
        client_id: client.client_id,
        client_secret: secret,
      });
    const delays = [250, 500, 1000, 2000, 4000, 5000, 5000];
    for (const [i, delay] of delays.entries()) {
      expect((await guess(`lps_cs_guess${i}`)).status).toBe(401);
      h.clock.advance(delay - 1);
      expect((await guess(`lps_cs_early${i}`)).status, `attempt ${i} inside ${delay} ms`).toBe(429);
      h.clock.advance(1);
    }
    const failures = h.audit.filter((entry) => entry.action === "oauth.client_auth.failed");
    expect(failures).toHaveLength(delays.length);
    expect(failures.every((entry) => entry.actor === client.client_id && entry.status === 401)).toBe(true);
    expect(h.audit.filter((entry) => entry.action === "oauth.client_auth.throttled")).toHaveLength(delays.length);
  });

  it("forgets the failures after a success", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    for (let i = 0; i < 4; i++) {
      await h.token(codeRequest(client, code, verifier, { client_secret: "lps_cs_wrong" }));
      h.clock.advance(5000);
    }
    expect((await h.token(codeRequest(client, code, verifier))).status).toBe(200);
    expect(
      (
        await h.token({
          grant_type: "refresh_token",
          refresh_token: "x",
          client_id: client.client_id,
          client_secret: "lps_cs_wrong",
        })
      ).status,
    ).toBe(401);
    h.clock.advance(250);
    const again = await h.token({
      grant_type: "refresh_token",
      refresh_token: "x",
      client_id: client.client_id,
      client_secret: client.client_secret ?? "",
    });
    expect(await again.json()).toMatchObject({ error: "invalid_grant" });
  });
});

describe("client authentication accepts", () => {
  it("Basic with form-urlencoded id and secret (RFC 6749 §2.3.1)", async () => {
    const h = createHarness();
    const client = await h.client({ auto_approve: true });
    const { code, verifier } = await h.issueCode(client);
    const { client_secret: _s, ...body } = codeRequest(client, code, verifier);
    const response = await h.call("/oauth/token", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Authorization: basicAuth(client.client_id, client.client_secret ?? ""),
      },
      body: new URLSearchParams(body),
    });
    expect(response.status).toBe(200);
  });
});
