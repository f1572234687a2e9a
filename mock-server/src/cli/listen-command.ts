/// <reference types="node" />
import { type Command, EXIT, stringOf, UsageError } from "./command";
import type { Refusal } from "./listen-guard";
import { type ForwardedDelivery, startListenProxy } from "./listen-proxy";
import { register } from "./listen-registration";
import { surviveClosedOutput } from "./closed-output";
import { CommandFailure, SERVER_OPTION, serverClient } from "./server-client";
import { didYouMean } from "../contract/suggest";
import { DEFAULT_TIMEOUT_MS } from "../webhooks";
import { EVENT_TYPES } from "./trigger-command";
import { convert, httpUrl } from "./value-checks";

const API_KEY_ENV = "LPS_API_KEY";

export const listenCommand: Command = {
  name: "listen",
  summary: "Forward the running server's webhook deliveries to a local URL and print each one",
  synopsis: "--forward-to <url> [--events a,b] [--print-json] [--server URL]",
  options: {
    "forward-to": { type: "string", placeholder: "URL", help: "Your webhook receiver, e.g. http://localhost:3000/webhooks" },
    events: { type: "string", placeholder: "LIST", help: `Event types to receive, comma-separated (default all: ${Object.keys(EVENT_TYPES).join(", ")})` },
    "print-json": { type: "boolean", help: "Print each event's body" },
    "api-key": { type: "string", placeholder: "KEY", help: `Key that registers the webhook (default $${API_KEY_ENV} when set, else a sandbox key made and revoked by listen)` },
    ...SERVER_OPTION,
  },
  notes: [
    "listen registers a webhook on the server whose deliveries it passes on, signature headers unchanged, to --forward-to; it prints the webhook's signing secret (whsec_…) once, to configure your receiver with. The receiver's answer goes back to the server: a failure is retried there as it would be in production. Ctrl+C deletes the registration.",
    "Only deliveries signed with that secret are passed on: a request from a web page (Origin), to another host name (Host) or without a valid signature gets 403 and one \"refused\" line.",
    `Exit codes: ${EXIT.ok} stopped by Ctrl+C (or SIGTERM) and cleaned up, ${EXIT.failed} the server refused the registration or the cleanup, ${EXIT.usage} bad command line, ${EXIT.noServer} no server answered.`,
  ],
  async run({ values }) {
    const given = stringOf(values, "forward-to");
    if (given === undefined) throw new UsageError("--forward-to URL is required", "listen");
    const forwardTo = convert("forward-to", given, httpUrl, "listen");
    const events = eventsOf(stringOf(values, "events"));
    const server = serverClient(values);
    const printJson = values["print-json"] === true;
    // A reader gone (`| head -n 1`) loses the printed deliveries, not the forwarding or the cleanup.
    for (const stream of [process.stdout, process.stderr]) surviveClosedOutput(stream);
    const refused = (refusal: Refusal) => console.log(`${clockTime()}  refused a request that is not a delivery: ${refusal.reason}`);
    const proxy = await startListenProxy(forwardTo, (delivery) => console.log(describe(delivery, printJson)), { timeoutMs: DEFAULT_TIMEOUT_MS, refused });
    try {
      const key = keyOf(stringOf(values, "api-key"));
      const webhook = await register(server, key?.value, { url: proxy.url, events, description: forwardDescription(forwardTo) }).catch((error: unknown) => {
        throw key === undefined ? error : withKeySource(error, key.source);
      });
      proxy.trust(webhook.secret);
      console.log(`Ready: ${events.join(", ")} from ${server.url} go to ${forwardTo}`);
      console.log(`Webhook ${webhook.id} signing secret: ${webhook.secret}  (shown once)`);
      console.log("Ctrl+C stops and deletes the registration.");
      await untilSignal();
      const stopped = await webhook.remove().catch((error: unknown) => {
        // Keep the cause's exit code: a server that went away is 3, as at any other step.
        const exitCode = error instanceof CommandFailure ? error.exitCode : EXIT.failed;
        throw new CommandFailure(`could not delete the registration: ${(error as Error).message}`, exitCode);
      });
      console.log(stopped);
      return EXIT.ok;
    } finally {
      await proxy.close();
    }
  },
};

/** The contract's limit on a webhook's description. */
const DESCRIPTION_MAX = 500;

/**
 * The registered URL is listen's own relay; the description names the receiver behind it, so
 * GET /v1/webhooks and the dashboard show where the deliveries end up.
 */
function forwardDescription(forwardTo: string): string {
  // The contract refuses control characters there; the URL parser ignored them anyway.
  const text = `lps-mock listen → ${forwardTo.replace(/[\u0000-\u001f\u007f]/g, "")}`;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1)}…`;
}

type KeySource = "flag" | "env";

/** The key to register with, and where it came from; none means listen makes a sandbox key. */
function keyOf(flag: string | undefined): { value: string; source: KeySource } | undefined {
  if (flag !== undefined) return { value: flag, source: "flag" };
  const fromEnv = process.env[API_KEY_ENV];
  return fromEnv ? { value: fromEnv, source: "env" } : undefined;
}

/**
 * A 401 or 403 to the registration, saying where its key came from: one exported for another
 * server (the seeded `npm start`'s) is taken silently from the environment, and the server's
 * "unknown key" alone does not point there.
 */
function withKeySource(error: unknown, source: KeySource): unknown {
  if (!(error instanceof CommandFailure) || (error.status !== 401 && error.status !== 403)) return error;
  const hint =
    source === "env"
      ? `The key came from $${API_KEY_ENV}: unset ${API_KEY_ENV} to let listen make a sandbox key of its own, or pass --api-key KEY.`
      : `This is the key given with --api-key; without it (and without $${API_KEY_ENV}) listen makes a sandbox key of its own.`;
  return new CommandFailure(`${error.message.replace(/\.?$/, ".")} ${hint}`, error.exitCode, error.status);
}

function eventsOf(list: string | undefined): string[] {
  if (list === undefined) return Object.keys(EVENT_TYPES);
  const events = list.split(",").map((e) => e.trim()).filter(Boolean);
  for (const event of events) {
    if (!(event in EVENT_TYPES)) throw new UsageError(`--events: unknown event type "${event}"${didYouMean(event, Object.keys(EVENT_TYPES))}`, "listen");
  }
  if (events.length === 0) throw new UsageError("--events expects a comma-separated list of event types", "listen");
  // The server refuses a list with repeats (uniqueItems); said here, before anything is registered.
  const repeated = events.find((event, i) => events.indexOf(event) !== i);
  if (repeated !== undefined) throw new UsageError(`--events: "${repeated}" is given twice`, "listen");
  return events;
}

function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
}

const clockTime = () => new Date().toISOString().slice(11, 19);

function describe(d: ForwardedDelivery, printJson: boolean): string {
  const time = clockTime();
  // A failure reads as the server's own delivery record does: "failed in N ms (reason)".
  const result = d.status === undefined ? `failed in ${d.latencyMs} ms (${d.error})` : `${d.status} in ${d.latencyMs} ms`;
  const redirect = d.location === undefined ? "" : `  (a redirect to ${d.location}: not followed, so the delivery failed)`;
  const preview = d.responseStart ? `  ${JSON.stringify(d.responseStart)}` : "";
  const line = `${time}  ${d.eventType} ${d.eventId} attempt ${d.attempt} -> ${result}${redirect}${preview}`;
  return printJson ? `${line}\n${d.body}` : line;
}
