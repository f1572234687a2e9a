import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/server/create-engine";
import { createHandlers } from "../../src/msw";
import { startMockServer } from "../../src/node/start-mock-server";
import type { EngineOptions } from "../../src/engine/engine-types";

const loose = (options: Record<string, unknown>) => options as EngineOptions;

describe("engine options are checked like the CLI's flags", () => {
  it("refuses a seed given as a string (process.env, import.meta.env), naming it", () => {
    expect(() => createEngine(loose({ seed: "5" }))).toThrow(new TypeError('Invalid engine options: seed must be an integer from 0 to 4294967295, got "5" (a string).'));
    expect(() => createHandlers(loose({ seed: "5" }))).toThrow(/seed must be an integer/);
  });

  it("names every bad option at once", () => {
    const options = loose({ seed: 5.5, faultRate: 2, latencyMs: "100", demoData: "false", scoringDelayMs: -1, journalSize: 0, corsOrigins: ["localhost:5173", "http://*.example.com", "http://localhost:5173"] });
    let message = "";
    try {
      createEngine(options);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ["seed", "faultRate", "latencyMs", "demoData", "scoringDelayMs", "journalSize", "corsOrigins[0]", "corsOrigins[1]"]) expect(message).toContain(`${name} must be`);
    expect(message).not.toContain("corsOrigins[2]");
  });

  it("rejects startMockServer, closing the port it opened", async () => {
    await expect(startMockServer(loose({ port: 0, faultRate: -0.1 }))).rejects.toThrow(/faultRate must be a number from 0 to 1, got -0.1/);
  });

  it("takes the bounds themselves", async () => {
    const engine = createEngine({ seed: 2 ** 32 - 1, faultRate: 1, latencyMs: 0, journalSize: 1, corsOrigins: ["*"] });
    await engine.ready();
    await engine.close();
  });
});
