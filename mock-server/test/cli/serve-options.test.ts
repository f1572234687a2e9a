import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/command";
import { parseCommandLine } from "../../src/cli/parse-command-line";
import { serveCommand, toServeOptions } from "../../src/cli/serve-command";
import { triggerCommand } from "../../src/cli/trigger-command";

const optionsOf = (argv: string[]) => toServeOptions(parseCommandLine(serveCommand, argv));

describe("serve flags", () => {
  it("starts empty with --no-demo-data, and with demo data without it", () => {
    expect(optionsOf(["--no-demo-data"]).demoData).toBe(false);
    expect("demoData" in optionsOf([])).toBe(false);
  });

  it("refuses a value on --no-demo-data and a misspelt --no-demo-data, naming the flag", () => {
    expect(() => optionsOf(["--no-demo-data=1"])).toThrow("--no-demo-data takes no value");
    expect(() => optionsOf(["--no-demo-dat"])).toThrow(/unknown flag --no-demo-dat.*--no-demo-data/);
    expect(() => optionsOf(["--demo-data"])).toThrow(/unknown flag --demo-data/);
  });

  it("passes --clock on as given, and refuses a time without a zone, naming the flag", () => {
    expect(optionsOf(["--clock", "2026-01-01T00:00:00Z"]).clock).toBe("2026-01-01T00:00:00Z");
    expect(optionsOf(["--clock", "2026-01-01T09:30:00.250+02:00"]).clock).toBe("2026-01-01T09:30:00.250+02:00");
    expect(() => optionsOf(["--clock", "2026-01-01T00:00:00"])).toThrow(UsageError);
    expect(() => optionsOf(["--clock", "2026-01-01T00:00:00"])).toThrow(/--clock expects an RFC 3339 time/);
  });

  it.each(["2026-02-30T00:00:00Z", "2026-04-31T12:00:00Z"])("refuses --clock %s, a day its month does not have", (day) => {
    expect(() => optionsOf(["--clock", day])).toThrow(`--clock expects an RFC 3339 time from 1970 to 9999, such as 2026-01-01T00:00:00Z, got "${day}"`);
  });

  it.each([
    ["--port", "an integer from 0 to 65535"],
    ["--seed", "an integer from 0 to 4294967295"],
    ["--latency", "a number of milliseconds from 0 to 60000"],
    ["--autosave", "a number of seconds from 0 to 86400"],
  ])("refuses a negative %s with the range it takes, written apart or with =", (flag, expected) => {
    const state = flag === "--autosave" ? ["--state", "s.json"] : [];
    expect(() => optionsOf([...state, flag, "-1"])).toThrow(`${flag} expects ${expected}, got "-1"`);
    expect(() => optionsOf([...state, `${flag}=-1`])).toThrow(`${flag} expects ${expected}, got "-1"`);
  });

  it.each([
    ["lps_sk_has space", "a space at character 11"],
    [" x ", "a space at character 1"],
    ["ci\nkey", "a control character (U+000A) at character 3"],
    ["ci\tkey", "a control character (U+0009) at character 3"],
    ["clé-secrète", "a non-ASCII character (U+00E9) at character 3"],
    ["key,other", '"," at character 4'],
    ["a=b", '"=" at character 2, where only the end may have ='],
    ["==", "no character before its ="],
  ])("refuses --api-key %j, which no Bearer header can carry: %s", (key, why) => {
    const expected = `--api-key expects a Bearer token (RFC 6750: letters, digits, - . _ ~ + / and = only at the end); it has ${why}`;
    expect(() => optionsOf(["--api-key", key])).toThrow(new UsageError(expected, "serve"));
    expect(() => optionsOf(["--api-key", "lps_sk_fine", `--api-key=${key}`])).toThrow(expected.replace("--api-key expects", "--api-key (the 2nd) expects"));
  });

  it("never echoes a refused --api-key, which is a secret", () => {
    expect(() => optionsOf(["--api-key", "hunter2 pw"])).toThrow(/^(?!.*hunter2).*$/s);
  });

  it("takes every RFC 6750 b64token as --api-key", () => {
    const keys = ["lps_sk_ci_one", "a", "A-z.0_9~+/", "dG9rZW4=", "x=="];
    expect(optionsOf(keys.flatMap((key) => ["--api-key", key])).apiKeys).toEqual(keys);
  });

  it.each([
    ["--fault-rate", "0x1", "a number from 0 to 1"],
    ["--fault-rate", "1e-1", "a number from 0 to 1"],
    ["--fault-rate", " 0.5", "a number from 0 to 1"],
    ["--fault-rate", ".5", "a number from 0 to 1"],
    ["--latency", "0x10", "a number of milliseconds from 0 to 60000"],
    ["--latency", "1e3", "a number of milliseconds from 0 to 60000"],
    ["--latency", "+5", "a number of milliseconds from 0 to 60000"],
    ["--latency", "Infinity", "a number of milliseconds from 0 to 60000"],
    ["--drain", "0b1", "a number of seconds from 0 to 3600"],
    ["--drain", "0o7", "a number of seconds from 0 to 3600"],
    ["--drain", "5.", "a number of seconds from 0 to 3600"],
    ["--webhook-time-scale", "1e-3", "a number from 0 to 1000"],
    ["--seed", "0x10", "an integer from 0 to 4294967295"],
    ["--port", "1e3", "an integer from 0 to 65535"],
  ])("reads %s only as a decimal number: refuses %j", (flag, raw, expected) => {
    const state = flag === "--autosave" ? ["--state", "s.json"] : [];
    expect(() => optionsOf([...state, flag, raw])).toThrow(new UsageError(`${flag} expects ${expected}, got "${raw}"`, "serve"));
  });

  it("takes decimal numbers, with or without a fraction, for number flags", () => {
    const options = optionsOf(["--fault-rate", "0.25", "--latency", "10", "--drain", "0.5", "--webhook-time-scale", "0.001", "--state", "s.json", "--autosave", "2.5"]);
    expect(options).toMatchObject({ faultRate: 0.25, latencyMs: 10, drainSeconds: 0.5, webhookTimeScale: 0.001, autosaveSeconds: 2.5 });
    expect(optionsOf(["--fault-rate", "1", "--latency", "007"])).toMatchObject({ faultRate: 1, latencyMs: 7 });
  });

  it("reads trigger --wait as a decimal number too", async () => {
    const input = parseCommandLine(triggerCommand, ["lead.qualified", "--wait", "0x1", "--server", "http://127.0.0.1:9"]);
    await expect(triggerCommand.run(input)).rejects.toThrow('--wait expects a number of seconds from 0 to 60, got "0x1"');
  });

  it("still says a value is missing when the next word is a flag", () => {
    expect(() => optionsOf(["--port", "--json"])).toThrow("--port expects a value (--port N)");
  });

  it("refuses a negative trigger --wait before calling any server", async () => {
    const input = parseCommandLine(triggerCommand, ["lead.qualified", "--wait", "-1", "--server", "http://127.0.0.1:9"]);
    await expect(triggerCommand.run(input)).rejects.toThrow('--wait expects a number of seconds from 0 to 60, got "-1"');
  });

  it("refuses --autosave without --state, as --state-readonly is", () => {
    expect(() => optionsOf(["--autosave", "5"])).toThrow(new UsageError("--autosave needs --state FILE", "serve"));
    expect(() => optionsOf(["--state-readonly"])).toThrow("--state-readonly needs --state FILE");
    expect(optionsOf(["--state", "s.json", "--autosave", "5"]).autosaveSeconds).toBe(5);
  });

  it("turns strict responses on with --strict-responses, and leaves them to the environment without it", () => {
    expect(optionsOf(["--strict-responses"]).strictResponses).toBe(true);
    expect("strictResponses" in optionsOf([])).toBe(false);
    expect("clock" in optionsOf([])).toBe(false);
  });
});

describe("--cors-origin", () => {
  it.each(["http://*.example.com", "http://user:pw@localhost:5173", "http://localhost:5173/app", "http://localhost:5173?x=1", "http://localhost:5173#top", "localhost:5173"])("refuses %s, which no Origin header can match, naming the flag", (origin) => {
    expect(() => optionsOf(["--cors-origin", origin])).toThrow(/--cors-origin expects \* or an origin such as http:\/\/localhost:5173 \(scheme, host and port only; no wildcard\)/);
  });

  it("passes a default port and a trailing slash on as the origin a browser sends", () => {
    expect(optionsOf(["--cors-origin", "https://App.example.com:443/", "--cors-origin", "*"]).corsOrigins).toEqual(["https://app.example.com", "*"]);
  });
});
