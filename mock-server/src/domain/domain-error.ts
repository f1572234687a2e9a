/**
 * What a service refuses, in the domain's words. Services throw these and know nothing of HTTP;
 * http/problem.ts alone maps each code to a status and a problem+json answer.
 */
export type DomainErrorCode =
  /** No record has the id asked for, or it is no longer kept. */
  | "not_found"
  /** A market analysis for a city with no listings. */
  | "unknown_city"
  /** Input the contract allows but the domain refuses (e.g. a webhook URL's host). */
  | "validation_failed"
  /** A redelivery to an endpoint that has been disabled. */
  | "webhook_disabled";

/** One refused field: an RFC 6901 pointer into the input, as the contract's ValidationIssue. */
export interface DomainIssue {
  pointer: string;
  message: string;
  expected?: string;
}

/** Facts a client needs to correct its request; the HTTP layer passes them on. */
export interface DomainErrorFacts {
  issues?: DomainIssue[];
  knownCities?: string[];
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly detail: string,
    readonly facts: DomainErrorFacts = {},
  ) {
    super(detail);
    this.name = "DomainError";
  }
}

/** No `kind` record has this id. */
export const notFound = (kind: string, id: string): DomainError => new DomainError("not_found", `No ${kind} has the id ${id}.`);

/** "1 field is invalid", "3 fields are invalid": shared by a refusal's detail and the CLI's report. */
export const invalidCount = (count: number): string => (count === 1 ? "1 field is invalid" : `${count} fields are invalid`);

/** How many refused fields a detail names before it counts the rest. */
const NAMED_IN_DETAIL = 5;

/** A field the contract does not document: usually a typo of one it does, so it is named first. */
const isUndocumented = (issue: { message: string }) => issue.message.startsWith("is not a documented");

/** The issues with undocumented fields first, each group in its own order. */
export const undocumentedFirst = <T extends { message: string }>(issues: readonly T[]): T[] => [
  ...issues.filter(isUndocumented),
  ...issues.filter((issue) => !isUndocumented(issue)),
];

/**
 * "2 fields are invalid: /emial is not a documented field; /email is required.": up to five
 * fields are named, undocumented ones first, because a client's one-line error (an SDK error's
 * message, a log line) shows the detail and not the `errors` list beside it.
 */
export function invalidDetail(issues: readonly { pointer: string; message: string }[]): string {
  if (issues.length === 0) return `${invalidCount(0)}.`;
  const named = undocumentedFirst(issues).slice(0, NAMED_IN_DETAIL).map((issue) => `${fieldLabel(issue.pointer)} ${issue.message}`);
  const more = issues.length > named.length ? `; and ${issues.length - named.length} more` : "";
  return `${invalidCount(issues.length)}: ${named.join("; ")}${more}.`;
}

/** A pointer as a person reads it: the empty pointer is the whole body (RFC 6901), not "/". */
export const fieldLabel = (pointer: string): string => pointer || "the body";

/** The given fields are refused. */
export function invalid(issues: DomainIssue[]): DomainError {
  return new DomainError("validation_failed", invalidDetail(issues), { issues });
}
