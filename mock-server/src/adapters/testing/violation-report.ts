/// <reference types="node" />
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { JournalEntry, Violation } from "../../journal/journal-types";

/** Thrown by `expectNoViolations()`; test runners show its message as the failure. */
export class AssertionError extends Error {
  override name = "AssertionError";
  readonly violations: readonly { entry: JournalEntry; violation: Violation }[];

  constructor(message: string, violations: readonly { entry: JournalEntry; violation: Violation }[]) {
    super(message);
    this.violations = violations;
  }
}

const unescape = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/** The value a violation's pointer names in the journal entry, or undefined when absent. */
export function valueAt(entry: JournalEntry, violation: Violation): unknown {
  const [section, ...rest] = violation.pointer.split("/").slice(1).map(unescape);
  const side = violation.where === "request" ? entry.request : entry.answer;
  let value: unknown = section === "query" ? entry.request.query : section === "headers" ? side.headers : section === "body" ? side.body : undefined;
  for (const key of rest) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const shown = (value: unknown) => {
  if (value === undefined) return "(absent)";
  const text = JSON.stringify(value);
  const type = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  return `${text.length > 60 ? `${text.slice(0, 57)}...` : text} (${type})`;
};

const queryText = (query: Record<string, string | string[]>) => {
  const pairs = Object.entries(query).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}=${v}`));
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
};

/**
 * The installed package's copy of openapi.yaml, whose lines the journal's rule lines count, or
 * undefined. From dist/ (an entry or a shared chunk) or, in this repository, from the sources.
 */
export function installedContract(): string | undefined {
  const here = typeof __dirname === "string" ? __dirname : dirname(fileURLToPath(import.meta.url));
  return ["..", "../..", "../../.."].map((up) => join(here, up, "openapi.yaml")).find((file) => existsSync(file));
}

export interface ViolationReportOptions {
  /**
   * Where a rule's line can be opened: a file path (`path:line`, which editors and terminals
   * follow) or a URL such as `http://127.0.0.1:4010/openapi.yaml` (`url#L<line>`). Default: the
   * installed package's openapi.yaml, or plain `openapi.yaml` when none is found.
   */
  contract?: string;
}

/**
 * The failure message of `expectNoViolations()`: per request `METHOD path → status`, then per
 * violation its pointer, the message, expected against received, and the contract's rule. Give
 * it the entries of any journal, an `lps-mock` server's `GET /__sandbox/requests` included.
 */
export function violationReport(entries: readonly JournalEntry[], options: ViolationReportOptions = {}): string {
  const contract = options.contract ?? installedContract() ?? "openapi.yaml";
  const lineOf = (line: number) => (/^https?:/.test(contract) ? `${contract}#L${line}` : `${contract}:${line}`);
  const offending = entries.filter((entry) => entry.violations.length > 0);
  const count = offending.reduce((sum, entry) => sum + entry.violations.length, 0);
  const lines = [`${count} contract violation${count === 1 ? "" : "s"} in ${offending.length} request${offending.length === 1 ? "" : "s"} (openapi.yaml):`];
  for (const entry of offending) {
    lines.push("", `${entry.method} ${entry.path}${queryText(entry.request.query)} → ${entry.status}  (${entry.request_id}${entry.operation_id ? `, ${entry.operation_id}` : ""})`);
    for (const violation of entry.violations) {
      const where = violation.where === "response" ? "answer " : "";
      lines.push(`  ✗ ${where}${violation.pointer || "(whole request)"}  ${violation.message}`);
      if (violation.expected !== undefined) lines.push(`    - expected: ${violation.expected}`);
      if (violation.pointer) lines.push(`    + received: ${shown(valueAt(entry, violation))}`);
      if (violation.rule) lines.push(`      rule:     ${violation.rule}${violation.line ? ` (${lineOf(violation.line)})` : ""}`);
    }
  }
  return lines.join("\n");
}
