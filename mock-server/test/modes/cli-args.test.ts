import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/command";
import { COMMANDS } from "../../src/cli/commands";
import { commandHelp, mainHelp } from "../../src/cli/help";
import { parseCommandLine } from "../../src/cli/parse-command-line";
import { SERVE_DEFAULTS, serveCommand, toServeOptions } from "../../src/cli/serve-command";
import { closest } from "../../src/contract/suggest";

const run = (...argv: string[]) => toServeOptions(parseCommandLine(serveCommand, argv));

const usageError = (...argv: string[]) => {
  try {
    run(...argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`expected ${argv.join(" ")} to be rejected`);
};

describe("lps-mock serve flags: rejected command lines", () => {
  it.each([
    [["--port", "abc"], '--port expects an integer from 0 to 65535, got "abc"'],
    [["--port", "70000"], '--port expects an integer from 0 to 65535, got "70000"'],
    [["--port=-1"], '--port expects an integer from 0 to 65535, got "-1"'],
    [["--port", "1.5"], '--port expects an integer from 0 to 65535, got "1.5"'],
    [["--seed", "x"], '--seed expects an integer from 0 to 4294967295, got "x"'],
    [["--fault-rate", "1.5"], '--fault-rate expects a number from 0 to 1, got "1.5"'],
    [["--fault-rate", ""], '--fault-rate expects a number from 0 to 1, got ""'],
    [["--webhook-time-scale", "2000"], '--webhook-time-scale expects a number from 0 to 1000, got "2000"'],
    [["--latency", "-5"], '--latency expects a number of milliseconds from 0 to 60000, got "-5"'],
    [["--latency=-5"], '--latency expects a number of milliseconds from 0 to 60000, got "-5"'],
    [["--api-key="], '--api-key expects a non-empty key, got ""'],
    [["--host", "--json"], "--host expects a value (--host HOST)"],
    [["--port"], "--port expects a value (--port N)"],
    [["--json=yes"], "--json takes no value"],
    [["--prot", "1"], "unknown flag --prot; did you mean --port?"],
    [["--verbose"], "unknown flag --verbose"],
    [["extra"], 'unexpected argument "extra"'],
    [["--port", "1", "--port", "2"], "--port was given more than once"],
    [["--state-readonly"], "--state-readonly needs --state FILE"],
    [["--drain", "x"], '--drain expects a number of seconds from 0 to 3600, got "x"'],
    [["--journal-bytes", "100"], '--journal-bytes expects an integer from 1024 to 4294967296, got "100"'],
  ])("%j → %s", (argv, message) => {
    expect(usageError(...argv)).toBe(message);
  });
});

describe("lps-mock serve flags: accepted command lines", () => {
  it("fills in the defaults", () => {
    expect(run()).toEqual({
      port: SERVE_DEFAULTS.port,
      host: SERVE_DEFAULTS.host,
      apiKeys: [],
      json: false,
      autosaveSeconds: 30,
      stateReadonly: false,
      drainSeconds: 5,
    });
  });

  it("reads every flag, in both --name value and --name=value forms", () => {
    expect(
      run("--port=0", "--host", "::1", "--seed", "42", "--json", "--latency", "25", "--fault-rate=0.1", "--state", "s.json", "--autosave", "0", "--state-readonly", "--drain=1"),
    ).toEqual({
      port: 0,
      host: "::1",
      seed: 42,
      apiKeys: [],
      json: true,
      latencyMs: 25,
      faultRate: 0.1,
      stateFile: "s.json",
      autosaveSeconds: 0,
      stateReadonly: true,
      drainSeconds: 1,
    });
  });

  it("reads --webhook-time-scale", () => {
    expect(run("--webhook-time-scale", "0.001").webhookTimeScale).toBe(0.001);
  });

  it("reads --journal-bytes", () => {
    expect(run("--journal-bytes", "1048576").journalBytes).toBe(1_048_576);
  });

  it("keeps every --api-key, in order", () => {
    expect(run("--api-key", "lps_sk_ci_one", "--api-key=lps_sk_ci_two").apiKeys).toEqual(["lps_sk_ci_one", "lps_sk_ci_two"]);
  });

  it("lets --help win over flag values but not over unknown flags", () => {
    expect(parseCommandLine(serveCommand, ["--port", "x", "--help"]).values.help).toBe(true);
    expect(() => parseCommandLine(serveCommand, ["--help", "--nope"])).toThrow("unknown flag --nope");
  });
});

describe("did you mean", () => {
  it("suggests near names only", () => {
    expect(closest("trigegr", COMMANDS.map((c) => c.name))).toBe("trigger");
    expect(closest("lsiten", COMMANDS.map((c) => c.name))).toBe("listen");
    expect(closest("deploy", COMMANDS.map((c) => c.name))).toBeUndefined();
  });
});

describe("lps-mock --help", () => {
  it("lists every command and every serve flag with its placeholder", () => {
    const text = mainHelp(COMMANDS, serveCommand);
    for (const command of COMMANDS) expect(text).toContain(`  ${command.name} `);
    for (const [name, spec] of Object.entries(serveCommand.options)) expect(text).toContain(spec.placeholder ? `--${name} ${spec.placeholder}` : `--${name}`);
  });

  it("gives each command a usage line and its flags", () => {
    for (const command of COMMANDS) {
      const text = commandHelp(command);
      expect(text).toContain(`Usage: lps-mock ${command.name} `);
      for (const name of Object.keys(command.options)) expect(text).toContain(`--${name}`);
    }
  });
});
