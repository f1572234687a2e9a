import { didYouMean } from "../../contract/suggest";
import { unknownOperationId } from "../../journal/operation-match";
import type { JournalQuery } from "../../journal/request-log";

/** Filters of `requests()`: those of GET /__sandbox/requests, without paging. */
export type RequestFilter = Omit<JournalQuery, "cursor" | "limit" | "since"> & { since?: string | number };

type Filters = Omit<JournalQuery, "cursor" | "limit">;
/** The value the journal takes, or why the one given is refused. */
type Checked = { value: unknown } | { problem: string };

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);
const refuse = (problem: string): Checked => ({ problem });

function operationId(value: unknown): Checked {
  if (typeof value !== "string") return refuse(`must be a string, got ${shown(value)}`);
  const unknown = unknownOperationId(value);
  return unknown === undefined ? { value } : refuse(`${shown(value)} ${unknown}`);
}

function since(value: unknown): Checked {
  const time = typeof value === "string" || typeof value === "number" || value instanceof Date ? new Date(value).getTime() : NaN;
  return Number.isFinite(time) ? { value: time } : refuse(`must be a date-time or epoch milliseconds, got ${shown(value)}`);
}

const CHECKS: Record<keyof Filters, (value: unknown) => Checked> = {
  operation_id: operationId,
  status: (value) => (Number.isInteger(value) && (value as number) >= 100 && (value as number) <= 599 ? { value } : refuse(`must be an integer from 100 to 599, got ${shown(value)}`)),
  has_violations: (value) => (typeof value === "boolean" ? { value } : refuse(`must be true or false, got ${shown(value)}`)),
  since,
  organization_id: (value) => (typeof value === "string" && value !== "" ? { value } : refuse(`must be an organisation id, got ${shown(value)}`)),
  dashboard: (value) => (typeof value === "boolean" ? { value } : refuse(`must be true or false, got ${shown(value)}`)),
};
const NAMES = Object.keys(CHECKS);

/**
 * The journal query a helper's filter asks for, or a TypeError naming the first bad filter. Tests
 * are often plain JavaScript: a typo or a string where a number belongs (`status: "400"`) would
 * otherwise match nothing, and an `expectNoViolations` scoped by it would always pass. An
 * undefined filter is no filter.
 */
export function journalQueryOf(filter: unknown): Filters {
  if (filter === undefined || filter === null) return {};
  if (typeof filter !== "object" || Array.isArray(filter)) throw new TypeError(`filter: must be an object such as { operation_id: "listProperties" }, got ${shown(filter)}`);
  const query: Record<string, unknown> = {};
  for (const [name, given] of Object.entries(filter)) {
    if (given === undefined) continue;
    const check = CHECKS[name as keyof Filters] as ((value: unknown) => Checked) | undefined;
    if (!check) throw new TypeError(`filter ${name}: unknown; the filters are ${NAMES.join(", ")}${didYouMean(name, NAMES)}`);
    const checked = check(given);
    if ("problem" in checked) throw new TypeError(`filter ${name}: ${checked.problem}`);
    query[name] = checked.value;
  }
  return query as Filters;
}
