import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banner } from "../../src/cli/ready-output";
import { type MockServer, startMockServer } from "../../src/adapters/node/start-mock-server";

// The banner is what a new user clicks first: each link it shows must work when opened.
describe("the ready banner", () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, seed: 1 });
  });
  afterAll(() => server.stop());

  it("shows, as its OAuth link, a page that answers when opened without parameters", async () => {
    const line = banner(server)
      .split("\n")
      .find((text) => text.trimStart().startsWith("OAuth "));
    const url = /https?:\/\/\S+/.exec(line ?? "")?.[0];
    expect(url, `no OAuth link in ${line}`).toBeDefined();

    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ issuer: server.authUrl, authorization_endpoint: `${server.authUrl}/oauth/authorize` });
  });
});
