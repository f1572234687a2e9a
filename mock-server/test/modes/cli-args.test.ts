import { describe, expect, it } from "vitest";
import { CLI_DEFAULTS, FLAGS } from "../../src/cli/flags";
import { parseArgs, UsageError } from "../../src/cli/parse-args";
import { usage } from "../../src/cli/usage";

const run = (...argv: string[]) => {
  const parsed = parseArgs(argv);
  if (parsed.command !== "run") throw new Error(`expected a run, got ${parsed.command}`);
  return parsed.options;
};

const usageError = (...argv: string[]) => {
  try {
    parseArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`expected ${argv.join(" ")} to be rejected`);
};

describe("lps-mock flags: rejected command lines", () => {
  it.each([
    [["--port", "abc"], '--port expects an integer from 0 to 65535, got "abc"'],
    [["--port", "70000"], '--port expects an integer from 0 to 65535, got "70000"'],
    [["--port=-1"], '--port expects an integer from 0 to 65535, got "-1"'],
    [["--port", "1.5"], '--port expects an integer from 0 to 65535, got "1.5"'],
    [["--seed", "x"], '--seed expects an integer from 0 to 4294967295, got "x"'],
    [["--fault-rate", "1.5"], '--fault-rate expects a number from 0 to 1, got "1.5"'],
    [["--fault-rate", ""], '--fault-rate expects a number from 0 to 1, got ""'],
    [["--webhook-time-scale", "-1"], '--webhook-time-scale expects a number from 0 to 1000, got "-1"'],
    [["--latency", "-5"], '--latency expects a number of milliseconds from 0 to 60000, got "-5"'],
    [["--api-key="], '--api-key expects a non-empty key, got ""'],
    [["--host", "--json"], "--host expects a value (--host HOST)"],
    [["--port"], "--port expects a value (--port N)"],
    [["--json=yes"], '--json takes no value, got "yes"'],
    [["--prot", "1"], "unknown flag --prot"],
    [["serve"], 'unexpected argument "serve"; flags start with --'],
    [["-p", "1"], 'unexpected argument "-p"; flags start with --'],
    [["--port", "1", "--port", "2"], "--port was given more than once"],
  ])("%j → %s", (argv, message) => {
    expect(usageError(...argv)).toBe(message);
  });
});

describe("lps-mock flags: accepted command lines", () => {
  it("fills in the defaults", () => {
    expect(run()).toEqual({ port: CLI_DEFAULTS.port, host: CLI_DEFAULTS.host, apiKeys: [], json: false });
  });

  it("reads every flag, in both --name value and --name=value forms", () => {
    expect(
      run("--port=0", "--host", "::1", "--seed", "42", "--json", "--latency", "25", "--fault-rate=0.1"),
    ).toEqual({ port: 0, host: "::1", seed: 42, apiKeys: [], json: true, latencyMs: 25, faultRate: 0.1 });
  });

  it("reads --webhook-time-scale", () => {
    expect(run("--webhook-time-scale", "0.001").webhookTimeScale).toBe(0.001);
  });

  it("keeps every --api-key, in order", () => {
    expect(run("--api-key", "lps_sk_ci_one", "--api-key=lps_sk_ci_two").apiKeys).toEqual([
      "lps_sk_ci_one",
      "lps_sk_ci_two",
    ]);
  });

  it("lets --help and --version win over other flags", () => {
    expect(parseArgs(["--port", "1", "--help"])).toEqual({ command: "help" });
    expect(parseArgs(["--version"])).toEqual({ command: "version" });
  });

  it("still rejects bad flags next to --help", () => {
    expect(usageError("--help", "--nope")).toBe("unknown flag --nope");
  });
});

describe("lps-mock --help", () => {
  it("lists every flag with its placeholder", () => {
    const text = usage();
    for (const [name, spec] of Object.entries(FLAGS)) {
      expect(text).toContain("placeholder" in spec ? `--${name} ${spec.placeholder}` : `--${name}`);
    }
  });
});
