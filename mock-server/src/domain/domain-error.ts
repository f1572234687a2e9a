/** What a service refuses, in the domain's words; api/problem.ts alone maps a code to HTTP. */
export type DomainErrorCode = "not_found" | "unknown_city" | "validation_failed" | "webhook_disabled";

/** One refused field: an RFC 6901 pointer into the input, as the contract's ValidationIssue. */
export interface DomainIssue {
  pointer: string;
  message: string;
  expected?: string;
}

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

export const notFound = (kind: string, id: string): DomainError => new DomainError("not_found", `No ${kind} has the id ${id}.`);

/** Shared by a refusal's detail and the CLI's report. */
export const invalidCount = (count: number): string => (count === 1 ? "1 field is invalid" : `${count} fields are invalid`);

const NAMED_IN_DETAIL = 5;

/** An undocumented field is usually a typo of a documented one, so it is named first. */
const isUndocumented = (issue: { message: string }) => issue.message.startsWith("is not a documented");

export const undocumentedFirst = <T extends { message: string }>(issues: readonly T[]): T[] => [
  ...issues.filter(isUndocumented),
  ...issues.filter((issue) => !isUndocumented(issue)),
];

/**
 * "2 fields are invalid: /emial is not a documented field; /email is required.": a client's
 * one-line error (an SDK message, a log line) shows the detail, not the `errors` beside it.
 */
export function invalidDetail(issues: readonly { pointer: string; message: string }[]): string {
  if (issues.length === 0) return `${invalidCount(0)}.`;
  const named = undocumentedFirst(issues).slice(0, NAMED_IN_DETAIL).map((issue) => `${fieldLabel(issue.pointer)} ${issue.message}`);
  const more = issues.length > named.length ? `; and ${issues.length - named.length} more` : "";
  return `${invalidCount(issues.length)}: ${named.join("; ")}${more}.`;
}

/** The empty pointer is the whole body (RFC 6901), not "/". */
export const fieldLabel = (pointer: string): string => pointer || "the body";

export function invalid(issues: DomainIssue[]): DomainError {
  return new DomainError("validation_failed", invalidDetail(issues), { issues });
}
