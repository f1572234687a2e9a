import { describe, expect, it } from "vitest";
import { commandHelp } from "../../src/cli/help";
import { parseCommandLine } from "../../src/cli/parse-command-line";
import { serveCommand, toServeOptions } from "../../src/cli/serve-command";

const run = (...argv: string[]) => toServeOptions(parseCommandLine(serveCommand, argv));
const usage = () => commandHelp(serveCommand);

const refusal = (...argv: string[]) => {
  try {
    run(...argv);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`expected ${argv.join(" ")} to be rejected`);
};

describe("--allowed-host and --cors-origin", () => {
  it("keeps every value, in order; none given leaves the defaults", () => {
    const options = run("--allowed-host", "devbox.local", "--allowed-host=192.168.1.20", "--cors-origin", "http://localhost:5173", "--cors-origin=https://app.example/");
    expect(options.allowedHosts).toEqual(["devbox.local", "192.168.1.20"]);
    expect(options.corsOrigins).toEqual(["http://localhost:5173", "https://app.example"]);
    expect(run().allowedHosts).toBeUndefined();
    expect(run().corsOrigins).toBeUndefined();
    expect(run("--cors-origin", "*").corsOrigins).toEqual(["*"]);
  });

  it("refuses a host with a port or a path, and an origin that is not one", () => {
    expect(refusal("--allowed-host", "devbox.local:4010")).toBe('--allowed-host expects a host name or IP address without a port, got "devbox.local:4010"');
    expect(refusal("--allowed-host", "a/b")).toMatch(/^--allowed-host expects/);
    expect(refusal("--cors-origin", "localhost:5173")).toBe('--cors-origin expects * or an origin such as http://localhost:5173 (scheme, host and port only; no wildcard), got "localhost:5173"');
    expect(refusal("--cors-origin", "http://app.example/path")).toMatch(/^--cors-origin expects/);
  });
});

describe("--help", () => {
  it("keeps a gap between each flag and its help, however long the flag", () => {
    expect(usage()).toMatch(/^ +--allowed-host NAME {2,}Also answer/m);
    expect(usage()).toMatch(/^ +--cors-origin ORIGIN {2,}Let pages/m);
  });
});

