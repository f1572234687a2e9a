import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/adapters/node/create-engine";
import { createHandlers } from "../../src/adapters/msw";
import { startMockServer } from "../../src/adapters/node/start-mock-server";
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

  it("checks journalDetail and allowedHosts as --journal-detail and --allowed-host do", () => {
    expect(() => createEngine(loose({ journalDetail: "Errors" }))).toThrow(new TypeError('Invalid engine options: journalDetail must be one of full, errors, auto, got "Errors" (a string).'));
    expect(() => createEngine(loose({ allowedHosts: "devbox.local" }))).toThrow(/allowedHosts must be an array of host names, got "devbox.local" \(a string\)/);
    expect(() => createEngine(loose({ allowedHosts: ["devbox.local", "devbox.local:4010", 7] }))).toThrow(
      /allowedHosts\[1\] must be a host name or IP address without a port, got "devbox.local:4010" \(a string\); allowedHosts\[2\] must be .*, got 7\./,
    );
  });

  it("refuses startMockServer's allowedHosts given as one string, which its own names were spread into", async () => {
    await expect(startMockServer(loose({ port: 0, allowedHosts: "devbox.local" }))).rejects.toThrow(/allowedHosts must be an array of host names/);
  });

  it("rejects startMockServer before it opens a port", async () => {
    await expect(startMockServer(loose({ port: 0, faultRate: -0.1 }))).rejects.toThrow(/faultRate must be a number from 0 to 1, got -0.1/);
  });

  it("takes the bounds themselves", async () => {
    const engine = createEngine({ seed: 2 ** 32 - 1, faultRate: 1, latencyMs: 0, journalSize: 1, corsOrigins: ["*"], journalDetail: "auto", allowedHosts: ["devbox.local", "[::1]", "::1", "10.0.0.2"] });
    await engine.ready();
    await engine.close();
  });
});
