/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { listen } from "../adapters/node/serve-engine";
import { refusalBody, refusalOf, relayHosts, type Refusal } from "./listen-guard";
import { localTrustFetch, untrustedCertificate } from "./local-trust";

/** What `lps-mock listen` prints for each delivery it forwarded. */
export interface ForwardedDelivery {
  eventType: string;
  eventId: string;
  /** How many times this event reached the listener, this one included. */
  attempt: number;
  /** The receiver's status, or undefined when it could not be reached. */
  status?: number;
  /** Where a 3xx answer pointed; neither listen nor the server follows it. */
  location?: string;
  error?: string;
  latencyMs: number;
  /** The start of the receiver's answer. */
  responseStart: string;
  body: string;
}

const EVENT_ID_HEADER = "x-service-event-id";
const RESPONSE_PREVIEW_BYTES = 80;
/** Hop-by-hop and length headers are the proxy's own; everything else (signature, timestamp) goes on unchanged. */
const NOT_FORWARDED = new Set(["host", "connection", "content-length", "transfer-encoding", "keep-alive"]);
/**
 * The receiver's answer headers handed back to the server: those its delivery reads (Retry-After
 * sets the next attempt of a 429 or 503) or that describe the answer (Location of a 3xx). Not all
 * of them: the body goes back decoded, so content-encoding and the lengths would lie.
 */
const ANSWER_HEADERS = ["content-type", "location", "retry-after"];

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function eventFields(body: string): { type: string; id?: string } {
  try {
    const parsed = JSON.parse(body) as { type?: unknown; id?: unknown };
    return { type: typeof parsed.type === "string" ? parsed.type : "?", ...(typeof parsed.id === "string" && { id: parsed.id }) };
  } catch {
    return { type: "?" };
  }
}

function answerHeaders(received: Headers): Record<string, string> {
  const passed: Record<string, string> = { "content-type": "text/plain" };
  for (const name of ANSWER_HEADERS) {
    const value = received.get(name);
    if (value !== null) passed[name] = value;
  }
  return passed;
}

export interface ListenProxy {
  url: string;
  /** The registered webhook's signing secret: from now on, deliveries signed with it are relayed. */
  trust(secret: string): void;
  close(): Promise<void>;
}

/**
 * A local endpoint that the server delivers to: each delivery is passed on byte for byte, with
 * its signature headers, to `forwardTo`, and the receiver's answer goes back to the server, so
 * retries and endpoint disabling behave as they would against the receiver itself. Anything
 * else is refused with a 403 and reported to `refused`, never to the receiver.
 */
export async function startListenProxy(
  forwardTo: string,
  report: (delivery: ForwardedDelivery) => void,
  /** The server's delivery time-out: an answer after it would be reported for an attempt the server already failed. */
  { timeoutMs, refused = () => undefined }: { timeoutMs: number; refused?: (refusal: Refusal) => void },
): Promise<ListenProxy> {
  const seen = new Map<string, number>();
  let secret: string | undefined;
  let hosts = new Set<string>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const refusal = await refusalOf(request.headers, body, hosts, secret);
      if (refusal) {
        refused(refusal);
        return void response.writeHead(403, { "content-type": "application/problem+json" }).end(refusalBody(refusal));
      }
      const text = body.toString("utf8");
      const fields = eventFields(text);
      const eventId = String(request.headers[EVENT_ID_HEADER] ?? fields.id ?? "?");
      const attempt = (seen.get(eventId) ?? 0) + 1;
      seen.set(eventId, attempt);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!NOT_FORWARDED.has(name) && typeof value === "string") headers[name] = value;
      }
      const started = performance.now();
      const base = { eventType: fields.type, eventId, attempt, body: text };
      try {
        // The server never follows a redirect (a 3xx is a failed attempt); following one here would
        // turn that failure into the answer of another URL, or a GET of it.
        const answer = await localTrustFetch(forwardTo, { method: "POST", headers, body: new Uint8Array(body), redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
        const answerBody = await answer.text();
        const latencyMs = Math.round(performance.now() - started);
        const location = answer.status >= 300 && answer.status < 400 ? answer.headers.get("location") : null;
        report({ ...base, status: answer.status, ...(location !== null && { location }), latencyMs, responseStart: answerBody.slice(0, RESPONSE_PREVIEW_BYTES) });
        response.writeHead(answer.status, answerHeaders(answer.headers)).end(answerBody);
      } catch (error) {
        const latencyMs = Math.round(performance.now() - started);
        if ((error as Error).name === "TimeoutError") {
          // The server has failed this attempt by now and will retry it; whatever it is answered is not read.
          const late = `no answer from ${forwardTo} within ${timeoutMs} ms, the server's delivery time-out`;
          report({ ...base, error: late, latencyMs, responseStart: "" });
          return void response.writeHead(504, { "content-type": "text/plain" }).end(`lps-mock listen: ${late}\n`);
        }
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        report({ ...base, error: untrustedCertificate(error, forwardTo) ?? `could not reach ${forwardTo} (${cause})`, latencyMs, responseStart: "" });
        response.writeHead(502, { "content-type": "text/plain" }).end(`lps-mock listen: could not reach ${forwardTo}\n`);
      }
    })().catch(() => response.destroy());
  });
  await listen(server, 0, "127.0.0.1");
  const { port } = server.address() as AddressInfo;
  hosts = relayHosts(port);
  return {
    url: `http://127.0.0.1:${port}/`,
    trust: (given) => void (secret = given),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
