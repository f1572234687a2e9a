/// <reference types="node" />
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { type SimpleAnswer, TEXT_PLAIN } from "./node-response";

/** Writes an answer kept as its parts (NodeResponse.simpleAnswer); throws what Node refuses. */
export function writeSimpleAnswer(simple: SimpleAnswer, outgoing: ServerResponse): void {
  outgoing.writeHead(simple.status, simpleHead(simple));
  outgoing.end(simple.body ?? undefined);
}

/** Writes any other answer (a platform Response, or what a handler wrongly returned), streaming its body. */
export async function writeStreamedAnswer(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(response.status, headerRecord(response.headers));
  if (response.body) await pipe(response.body, outgoing);
  else outgoing.end();
}

const isPlainRecord = (headers: HeadersInit): headers is Record<string, string> => {
  const prototype = Object.getPrototypeOf(headers) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * A plain record goes to Node as given (it validates names and values itself), with the
 * Content-Length, and the Content-Type a text body defaults to, added when missing.
 */
function simpleHead({ headers, body }: SimpleAnswer): OutgoingHttpHeaders {
  const record = headers === undefined ? {} : isPlainRecord(headers) ? headers : headerRecord(headers);
  let hasLength = false;
  let hasType = false;
  for (const name in record) {
    if (name.length === 14 && name.toLowerCase() === "content-length") hasLength = true;
    else if (name.length === 12 && name.toLowerCase() === "content-type") hasType = true;
  }
  if ((hasLength || body === null) && (hasType || typeof body !== "string")) return record;
  const added: OutgoingHttpHeaders = { ...record };
  // Without a body Node itself decides: none on 204 and 304 (RFC 9110 §8.6), 0 elsewhere.
  if (!hasLength && body !== null) added["content-length"] = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
  if (!hasType && typeof body === "string") added["content-type"] = TEXT_PLAIN;
  return added;
}

/** Headers or header pairs as Node takes them, every Set-Cookie kept apart. */
function headerRecord(headers: Exclude<HeadersInit, Record<string, string>> | Headers): OutgoingHttpHeaders {
  const record: OutgoingHttpHeaders = {};
  const cookies: string[] = [];
  for (const [name, value] of headers as Iterable<[string, string]>) {
    const key = name.toLowerCase();
    if (key === "set-cookie") cookies.push(value);
    else record[key] = key in record ? `${record[key] as string}, ${value}` : value;
  }
  if (cookies.length > 0) record["set-cookie"] = cookies;
  return record;
}

/** Writes a stream as it comes, waiting when the socket is full; stops if the client goes away. */
async function pipe(body: ReadableStream<Uint8Array>, outgoing: ServerResponse): Promise<void> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  outgoing.once("close", cancel);
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (!outgoing.write(chunk.value)) await drained(outgoing);
      if (outgoing.destroyed) return;
    }
    outgoing.end();
  } catch (error) {
    outgoing.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    outgoing.off("close", cancel);
  }
}

const drained = (outgoing: ServerResponse) =>
  new Promise<void>((resolve) => {
    if (outgoing.destroyed) return resolve();
    const done = () => {
      outgoing.off("drain", done);
      outgoing.off("close", done);
      resolve();
    };
    outgoing.on("drain", done);
    outgoing.on("close", done);
  });
