import { corsOriginOf } from "../api/cors";
import { isHostName } from "../api/host-check";
import type { EngineOptions } from "./engine-types";

/**
 * The bounds of the engine's numeric options. The CLI's flags (`--seed`, `--latency`, …) take the
 * same, so `createEngine`, `startMockServer` and `createHandlers` refuse what `lps-mock` refuses.
 */
export const OPTION_BOUNDS = {
  seed: { min: 0, max: 2 ** 32 - 1, integer: true },
  latencyMs: { min: 0, max: 60_000, integer: false },
  faultRate: { min: 0, max: 1, integer: false },
  scoringDelayMs: { min: 0, max: 3_600_000, integer: false },
  webhookTimeScale: { min: 0, max: 1000, integer: false },
  journalSize: { min: 1, max: 100_000, integer: true },
  journalBytes: { min: 1024, max: 2 ** 32, integer: true },
} as const;

/** The journal's detail levels (`--journal-detail`); another word used to mean `full` silently. */
export const JOURNAL_DETAILS = ["full", "errors", "auto"] as const;

const BOOLEANS = ["demoData", "sandboxMode", "sandboxLoopbackOnly", "auth", "strictResponses", "prefer"] as const;

const shown = (value: unknown) => (typeof value === "string" ? `"${value}" (a string)` : String(value));

/**
 * Every option of the wrong type or out of bounds, each named: a string from `process.env` or
 * `import.meta.env` given as `seed` used to start a server whose keys and exports matched no
 * seed, and a `faultRate` of 2 failed every request without a word.
 */
export function optionProblems(options: EngineOptions): string[] {
  const problems: string[] = [];
  for (const [name, { min, max, integer }] of Object.entries(OPTION_BOUNDS)) {
    const value: unknown = options[name as keyof typeof OPTION_BOUNDS];
    if (value === undefined) continue;
    const fits = typeof value === "number" && (integer ? Number.isInteger(value) : Number.isFinite(value)) && value >= min && value <= max;
    if (!fits) problems.push(`${name} must be ${integer ? "an integer" : "a number"} from ${min} to ${max}, got ${shown(value)}`);
  }
  for (const name of BOOLEANS) {
    const value: unknown = options[name];
    if (value !== undefined && typeof value !== "boolean") problems.push(`${name} must be true or false, got ${shown(value)}`);
  }
  const detail: unknown = options.journalDetail;
  if (detail !== undefined && !JOURNAL_DETAILS.includes(detail as never)) problems.push(`journalDetail must be one of ${JOURNAL_DETAILS.join(", ")}, got ${shown(detail)}`);
  problems.push(...listProblems("allowedHosts", options.allowedHosts, "host names", isHostName, "a host name or IP address without a port"));
  const origin = "* or an origin such as http://localhost:5173 (scheme, host and port only; no wildcard)";
  problems.push(...listProblems("corsOrigins", options.corsOrigins, "origins", (raw) => corsOriginOf(raw) !== undefined, origin));
  return problems;
}

/** A list option's problems: not an array at all, or each entry that breaks `fits`, by index. */
function listProblems(name: string, list: unknown, of: string, fits: (entry: string) => boolean, expected: string): string[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return [`${name} must be an array of ${of}, got ${shown(list)}`];
  return list.flatMap((entry: unknown, i) => (typeof entry === "string" && fits(entry) ? [] : [`${name}[${i}] must be ${expected}, got ${shown(entry)}`]));
}

/** Throws one TypeError naming every bad option, before anything starts. */
export function checkEngineOptions(options: EngineOptions): void {
  const problems = optionProblems(options);
  if (problems.length > 0) throw new TypeError(`Invalid engine options: ${problems.join("; ")}.`);
}
