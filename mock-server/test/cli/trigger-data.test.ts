import { afterEach, describe, expect, it } from "vitest";
import { killAll, lpsMock, startServer } from "./support/cli-process";

afterEach(killAll);

describe("lps-mock trigger --data, through real processes", { timeout: 90_000 }, () => {
  it("exits 1 naming the field the contract refuses, for the message and analysis paths too", async () => {
    const server = await startServer();
    const message = await lpsMock(["trigger", "message.received", "--data", '{"channel":"pigeon"}', "--server", server.url]).exited;
    expect(message.code, message.stdout).toBe(1);
    expect(message.stderr).toMatch(/answered 400: 1 field is invalid: \/data\/channel must be one of "sms", "email", "chat"/);
    const analysis = await lpsMock(["trigger", "analysis.completed", "--data", '{"city":"austin","property_type":123}', "--server", server.url]).exited;
    expect(analysis.code, analysis.stdout).toBe(1);
    expect(analysis.stderr).toMatch(/answered 400: .*\/data\/property_type must be one of "residential"/);
  });
});
