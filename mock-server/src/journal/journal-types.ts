import type { Operation } from "../contract/operations";
import type { Validated } from "../contract/schema-validator";
import type { ValidationIssue } from "../contract/validation-issue";
import type { components } from "../contract/generated/sandbox";

/** One breach of the contract, found in a request or in the server's own answer (sandbox.yaml's ContractViolation). */
export type Violation = components["schemas"]["ContractViolation"];

/**
 * The contract's verdict on a request, part by part, as far as its operation's pipeline got
 * (http/parse-input.ts): the journal words these issues and judges nothing again.
 */
export interface JudgedInput {
  operation: Operation;
  path: Validated<Record<string, string>>;
  query: Validated<Record<string, unknown>>;
  headers: Validated<Record<string, unknown>>;
  /** Why the body's declared (or missing) content type was refused. */
  contentType?: ValidationIssue;
  /** The body's issues (none: it passed), "malformed" when it was no JSON, absent when never read; its value is not kept. */
  body?: readonly ValidationIssue[] | "malformed";
}

/** What the journal shows of a request: secrets replaced by fingerprints. */
export interface JournalRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** Parsed JSON when the body was JSON, else its text; null when none was read. */
  body: unknown;
  body_truncated?: boolean;
}

export interface JournalAnswer {
  operation_id: string | null;
  /** Key id, OAuth client id or user id the request was authenticated as. */
  actor: string | null;
  status: number;
  headers: Record<string, string>;
  body: unknown;
  body_truncated?: boolean;
  duration_ms: number;
  /** The answer was forced by a `Prefer` header, not computed. */
  forced: boolean;
}

/** An entry of GET /__sandbox/requests. */
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

/**
 * What the request pipeline hands the journal per request. References only: everything else is
 * worked out when the entry is first read, so serving pays for no copy nobody reads.
 */
export interface RequestRecord {
  request_id: string;
  /** Engine-clock ms. */
  time: number;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  /** The full request URL (for its query string). */
  url?: string;
  /** The request, whose headers are read when the entry is first listed. */
  request?: { readonly headers: Headers };
  /** The contract's verdict, when an operation's pipeline took the request. */
  judged?: JudgedInput;
  /** The request body as read by the operation, if any. */
  body?: string;
  actor?: string;
  /** The caller's organisation, when the credential was recognised. */
  organization_id?: string;
  /** The answer (a Response), read when the entry is first listed. */
  response?: Response;
  /**
   * The bytes of an answer that keeps no parts (a platform Response), read by the request
   * context before answering: a clone would tee its body, and on Node 20 the tee's streams outlive
   * the request (about 4 KB each).
   */
  answerBody?: Uint8Array;
  /** Made by the dashboard page, which marks its calls with OWN_REQUEST_HEADER. */
  dashboard?: boolean;
}

/**
 * Sent with every call the dashboard page makes, so the journal can leave the dashboard's own
 * traffic out of the Requests page. A marker for the page's view, not a credential. Here, among
 * types only: the request pipeline reads it, and the server hands it to the dashboard page.
 */
export const OWN_REQUEST_HEADER = "x-lps-dashboard";
