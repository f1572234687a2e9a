import { noteBodyRead } from "../journal/request-bodies";
import { refuseUnsafeJson } from "./json-limits";
import { ProblemError } from "./problem";

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

// The rest of the body is never read, so the connection cannot carry another request: say so,
// or a keep-alive client reuses a socket the server is about to close (RFC 9110 §15.5.14).
export function tooLarge(limit: number): ProblemError {
  return new ProblemError(413, "payload_too_large", `The request body exceeds ${limit} bytes.`, {}, { connection: "close" });
}

/** Thrown by `readBodyBytes` once a body passes its limit; the rest of it is never read. */
export class BodyTooLarge extends Error {
  override name = "BodyTooLarge";
  constructor(readonly limit: number) {
    super(`The request body exceeds ${limit} bytes.`);
  }
}

/** Recorded in the request log, never seen by the client. */
export { CLIENT_CLOSED_REQUEST } from "../journal/journal-types";

/**
 * The body stream failed: the client went away mid-body. Not the server's failure, so it is
 * answered CLIENT_CLOSED_REQUEST and not logged as an error.
 */
export class ClientAborted extends Error {
  override name = "ClientAborted";
}

/**
 * The whole body, at most `limit` bytes (empty when there is none). A declared Content-Length
 * over the limit is refused before reading; otherwise bytes are counted as they arrive, so a
 * body without (or lying about) Content-Length is cut off at the limit instead of being
 * buffered whole.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const length = request.headers.get("content-length");
  if (length !== null && Number(length) > limit) throw new BodyTooLarge(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const read = () =>
    reader.read().catch((error: unknown) => {
      throw new ClientAborted("The client closed the connection before sending the whole body", { cause: error });
    });
  for (let next = await read(); !next.done; next = await read()) {
    size += next.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(limit);
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  noteBodyRead(request, bytes);
  return bytes;
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  try {
    return await readBodyBytes(request, limit);
  } catch (error) {
    throw error instanceof BodyTooLarge ? tooLarge(limit) : error;
  }
}

/**
 * The request's JSON body, or undefined when it has none. Refuses bodies over `limit` bytes
 * (413), bodies sent as anything but JSON (415), text that is not JSON (400), and JSON the engine
 * cannot safely keep or walk (400, json-limits.ts).
 */
export async function readJsonBody(request: Request, limit: number): Promise<{ json: unknown; text: string } | undefined> {
  if (!request.body || request.headers.get("content-length") === "0") return undefined;
  const type = request.headers.get("content-type") ?? "";
  const bytes = await readLimited(request, limit);
  if (bytes.byteLength === 0) return undefined;
  if (!JSON_TYPE.test(type)) {
    throw new ProblemError(415, "unsupported_media_type", `Send the body as application/json (got ${type || "no content type"}).`);
  }
  let read: { json: unknown; text: string };
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    read = { json: JSON.parse(text), text };
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : "the body is not valid UTF-8";
    throw new ProblemError(400, "malformed_json", `The body is not valid JSON: ${reason}.`);
  }
  refuseUnsafeJson(read.json);
  return read;
}
