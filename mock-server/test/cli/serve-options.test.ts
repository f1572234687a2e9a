import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/command";
import { parseCommandLine } from "../../src/cli/parse-command-line";
import { serveCommand, toServeOptions } from "../../src/cli/serve-command";

const optionsOf = (argv: string[]) => toServeOptions(parseCommandLine(serveCommand, argv));

describe("serve flags", () => {
  it("passes --clock on as given, and refuses a time without a zone, naming the flag", () => {
    expect(optionsOf(["--clock", "2026-01-01T00:00:00Z"]).clock).toBe("2026-01-01T00:00:00Z");
    expect(optionsOf(["--clock", "2026-01-01T09:30:00.250+02:00"]).clock).toBe("2026-01-01T09:30:00.250+02:00");
    expect(() => optionsOf(["--clock", "2026-01-01T00:00:00"])).toThrow(UsageError);
    expect(() => optionsOf(["--clock", "2026-01-01T00:00:00"])).toThrow(/--clock expects an RFC 3339 time/);
  });

  it("turns strict responses on with --strict-responses, and leaves them to the environment without it", () => {
    expect(optionsOf(["--strict-responses"]).strictResponses).toBe(true);
    expect("strictResponses" in optionsOf([])).toBe(false);
    expect("clock" in optionsOf([])).toBe(false);
  });
});
