/// <reference types="node" />
import { readFileSync } from "node:fs";
import { type Command, EXIT, stringOf, UsageError } from "./command";
import { SERVER_OPTION, serverClient } from "./server-client";
import { didYouMean } from "../contract/suggest";
import { convert, jsonObject, numberIn } from "./value-checks";

/** What each event type does on the server when triggered (`lps-mock trigger --list`). */
export const EVENT_TYPES = {
  "lead.qualified": "creates a lead that qualifies (pre-approved, immediate, listings in budget); its scoring emits the event",
  "property.matched": "creates a lead that stored listings match; the matching emits the event",
  "message.received": "an inbound message from the newest lead (or --lead ID); --data sets body and channel",
  "analysis.completed": "runs a market analysis of the newest listing's city and type (--data sets city, property_type)",
} as const;

type EventType = keyof typeof EVENT_TYPES;

interface Delivery {
  id: string;
  webhook_id: string;
  attempt: number;
  status: string;
  response_status: number | null;
  latency_ms: number | null;
  error: string | null;
  next_attempt_at: string | null;
}

const DEFAULT_WAIT_S = 10;

export const triggerCommand: Command = {
  name: "trigger",
  summary: "Make the running server emit a webhook event through its real path",
  synopsis: "<event-type> [--data JSON | --data-file F] [--lead ID] [--wait S] [--server URL]\n       lps-mock trigger --list",
  options: {
    data: { type: "string", placeholder: "JSON", help: "Fields for the path: the new lead's, the message's (body, channel), the analysis' (city, property_type)" },
    "data-file": { type: "string", placeholder: "F", help: "The same, read from a JSON file" },
    lead: { type: "string", placeholder: "ID", help: "The lead that writes the message (message.received only)" },
    wait: { type: "string", placeholder: "S", help: `Wait up to S seconds for the deliveries to end (default ${DEFAULT_WAIT_S}; 0 does not wait)` },
    list: { type: "boolean", help: "List the event types and what each does" },
    ...SERVER_OPTION,
  },
  positionals: [0, 1],
  notes: ["Examples:\n  lps-mock trigger lead.qualified\n  lps-mock trigger message.received --data '{\"body\":\"Still available?\"}'"],
  async run({ values, positionals: [given] }) {
    if (values.list) {
      const width = Math.max(...Object.keys(EVENT_TYPES).map((t) => t.length)) + 2;
      for (const [type, what] of Object.entries(EVENT_TYPES)) console.log(`${type.padEnd(width)}${what}`);
      return EXIT.ok;
    }
    if (given === undefined) throw new UsageError("missing the event type (lps-mock trigger --list names them)", "trigger");
    if (!(given in EVENT_TYPES)) throw new UsageError(`unknown event type "${given}"${didYouMean(given, Object.keys(EVENT_TYPES))}`, "trigger");
    const type = given as EventType;
    const data = dataOf(stringOf(values, "data"), stringOf(values, "data-file"));
    const rawWait = stringOf(values, "wait");
    const wait = rawWait === undefined ? DEFAULT_WAIT_S : convert("wait", rawWait, numberIn(0, 60, "a number of seconds from 0 to 60"), "trigger");
    const lead = stringOf(values, "lead");
    const server = serverClient(values);
    const answer = await server.call<{ event: { id: string; data: Record<string, unknown> }; deliveries: Delivery[] }>("POST", "/__sandbox/events", {
      type,
      ...(data && { data }),
      ...(lead !== undefined && { lead_id: lead }),
      wait_seconds: wait,
    });
    const about = answer.event.data.lead_id ?? answer.event.data.analysis_id;
    console.log(`Triggered ${type}: ${answer.event.id}${typeof about === "string" ? ` (${about})` : ""}`);
    if (answer.deliveries.length === 0) console.log(`  no webhook is subscribed to ${type}; \`lps-mock listen --forward-to URL\` registers one`);
    for (const delivery of answer.deliveries) console.log(`  ${outcome(delivery)}`);
    return EXIT.ok;
  },
};

function dataOf(inline: string | undefined, file: string | undefined): Record<string, unknown> | undefined {
  if (inline !== undefined && file !== undefined) throw new UsageError("give --data or --data-file, not both", "trigger");
  if (inline !== undefined) return convert("data", inline, jsonObject, "trigger");
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`--data-file cannot read ${file}: ${(error as Error).message}`, "trigger");
  }
  return convert("data-file", text, jsonObject, "trigger");
}

/** One delivery attempt in one line: where, which attempt, how it ended. */
export function outcome(d: Delivery): string {
  const head = `${d.webhook_id} attempt ${d.attempt}: ${d.status}`;
  if (d.status === "pending") return `${head} (still running; see GET /v1/webhooks/${d.webhook_id}/deliveries)`;
  const status = d.response_status === null ? "" : ` ${d.response_status}`;
  const latency = d.latency_ms === null ? "" : ` in ${d.latency_ms} ms`;
  const error = d.error ? ` (${d.error})` : "";
  const retry = d.next_attempt_at ? `, retry at ${d.next_attempt_at}` : "";
  return `${head}${status}${latency}${error}${retry}`;
}
