import type { WebhookDelivery } from "../store/data-store";
import { CLIENT_CLOSED_REQUEST, CONNECTION_DROPPED, type JournalEntry } from "./journal-types";

export type LogMode = "pretty" | "json" | "off";

const ESC = "\u001b[";
const paint = (code: number, text: string, color: boolean) => (color ? `${ESC}${code}m${text}${ESC}0m` : text);

const statusColour = (status: number) => (status >= 500 ? 31 : status >= 400 ? 33 : status >= 300 ? 36 : 32);

// Said on their line: these statuses are no HTTP answers.
const NO_ANSWER: Record<number, string> = {
  [CLIENT_CLOSED_REQUEST]: "client closed the connection, no answer sent",
  [CONNECTION_DROPPED]: "connection dropped, no answer sent",
};

/** `14:03:07.412`. */
const clockTime = (iso: string) => iso.slice(11, 23);

function queryText(query: JournalEntry["request"]["query"]): string {
  const pairs = Object.entries(query).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}=${v}`));
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

/** One request for a person at a terminal; the first violation, if any, on the next line. */
export function prettyLine(entry: JournalEntry, color: boolean): string {
  const parts = [
    paint(2, clockTime(entry.time), color),
    entry.method.padEnd(6),
    `${entry.path}${queryText(entry.request.query)}`,
    paint(statusColour(entry.status), String(entry.status), color),
    `${entry.duration_ms.toFixed(1)} ms`,
    entry.operation_id ?? "-",
  ];
  if (entry.answer.forced) parts.push(paint(35, "(Prefer)", color));
  const unanswered = NO_ANSWER[entry.status];
  if (unanswered) parts.push(paint(2, `(${unanswered})`, color));
  const count = entry.violations.length;
  if (count === 0) return parts.join("  ");
  parts.push(paint(31, `✗ ${count} violation${count === 1 ? "" : "s"}`, color));
  const first = entry.violations[0]!;
  const expected = first.expected === undefined ? "" : ` (expected ${first.expected})`;
  const detail = `             ${first.where} ${first.pointer || "(whole request)"} ${first.message}${expected}`;
  return `${parts.join("  ")}\n${paint(31, detail, color)}`;
}

/** One request as a JSON line for CI artefacts: no headers or bodies, credentials already redacted. */
export function jsonLine(entry: JournalEntry): string {
  return JSON.stringify({
    time: entry.time,
    request_id: entry.request_id,
    method: entry.method,
    path: entry.path,
    query: entry.request.query,
    status: entry.status,
    duration_ms: entry.duration_ms,
    operation_id: entry.operation_id,
    actor: entry.answer.actor,
    forced: entry.answer.forced,
    violations: entry.violations,
  });
}

export function resolveLogMode(asked: LogMode | undefined, isTty: boolean): LogMode {
  return asked ?? (isTty ? "pretty" : "json");
}

/** Colour only on a terminal, and never when NO_COLOR is set to anything (no-color.org). */
export function useColour(isTty: boolean, env: Record<string, string | undefined>): boolean {
  return isTty && !env.NO_COLOR;
}

export function prettyDeliveryLine(delivery: WebhookDelivery, color: boolean): string {
  const outcome =
    delivery.status === "succeeded"
      ? paint(32, `delivered ${delivery.response_status}`, color)
      : delivery.status === "failed"
        ? paint(31, `failed ${delivery.response_status ?? delivery.error ?? ""}`.trim(), color)
        : paint(2, "sending", color);
  const latency = delivery.latency_ms === null ? "" : `  ${delivery.latency_ms} ms`;
  const retry = delivery.status === "failed" && delivery.next_attempt_at ? `  retry at ${clockTime(delivery.next_attempt_at)}` : "";
  return `${paint(2, clockTime(delivery.created_at), color)}  webhook ${delivery.event_type} → ${delivery.webhook_id} #${delivery.attempt}  ${outcome}${latency}${retry}`;
}

export function jsonDeliveryLine(delivery: WebhookDelivery): string {
  return JSON.stringify({ webhook_delivery: delivery });
}
