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

/** The given fields are refused. */
export function invalid(issues: DomainIssue[]): DomainError {
  const detail = issues.length === 1 ? "1 field is invalid." : `${issues.length} fields are invalid.`;
  return new DomainError("validation_failed", detail, { issues });
}
