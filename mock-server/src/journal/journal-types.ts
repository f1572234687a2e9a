import type { Operation } from "../contract/operations";
import type { Validated } from "../contract/schema-validator";
import type { ValidationIssue } from "../contract/validation-issue";
import type { components } from "../contract/generated/sandbox";

/** A breach of the contract by a request or by the server's answer (sandbox.yaml's ContractViolation). */
export type Violation = components["schemas"]["ContractViolation"];

/** The contract's verdict on a request as far as its pipeline got (api/parse-input.ts); the journal judges nothing again. */
export interface JudgedInput {
  operation: Operation;
  path: Validated<Record<string, string>>;
  query: Validated<Record<string, unknown>>;
  headers: Validated<Record<string, unknown>>;
  contentType?: ValidationIssue;
  /** "malformed": no JSON; absent: never read. */
  body?: readonly ValidationIssue[] | "malformed";
}

export interface JournalRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** Parsed JSON, else its text; null when none was read. */
  body: unknown;
  body_truncated?: boolean;
}

export interface JournalAnswer {
  operation_id: string | null;
  actor: string | null;
  status: number;
  headers: Record<string, string>;
  body: unknown;
  body_truncated?: boolean;
  duration_ms: number;
  /** Forced by a `Prefer` header. */
  forced: boolean;
}

export interface JournalEntry {
  request_id: string;
  time: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  operation_id: string | null;
  request: JournalRequest;
  answer: JournalAnswer;
  violations: Violation[];
}

/** What the pipeline hands the journal: references only, worked out when the entry is first read. */
export interface RequestRecord {
  request_id: string;
  /** Engine-clock ms. */
  time: number;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  url?: string;
  request?: { readonly headers: Headers };
  judged?: JudgedInput;
  body?: string;
  actor?: string;
  /** The caller's organisation, when the credential was recognised. */
  organization_id?: string;
  response?: Response;
  /**
   * A platform Response's bytes, read before answering: a clone would tee its body, and on Node 20
   * the tee's streams outlive the request (about 4 KB each).
   */
  answerBody?: Uint8Array;
  /** Marked with OWN_REQUEST_HEADER by the dashboard page. */
  dashboard?: boolean;
}

/** Marks the dashboard page's own calls so its Requests page can hide them; a view filter, not a credential. */
export const OWN_REQUEST_HEADER = "x-lps-dashboard";

// Statuses of requests that got no answer at all, as nginx's access log records them.
/** The client went away before the answer. */
export const CLIENT_CLOSED_REQUEST = 499;
/** The server cut the connection (a `drop_connection` fault). */
export const CONNECTION_DROPPED = 444;
/** Without an answer the journal shows no headers or body. */
export const answerSent = (status: number): boolean => status !== CLIENT_CLOSED_REQUEST && status !== CONNECTION_DROPPED;
