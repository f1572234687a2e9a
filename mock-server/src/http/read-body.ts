import { ProblemError } from "./problem";

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

// The rest of the body is never read, so the connection cannot carry another request: say so,
// or a keep-alive client reuses a socket the server is about to close (RFC 9110 §15.5.14).
function tooLarge(limit: number): ProblemError {
  return new ProblemError(413, "payload_too_large", `The request body exceeds ${limit} bytes.`, {}, { connection: "close" });
}

// Counts bytes as they arrive, so a body without (or lying about) Content-Length is cut off at
// the limit instead of being buffered whole.
async function readLimited(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The request's JSON body, or undefined when it has none. Refuses bodies over `limit` bytes
 * (413), bodies sent as anything but JSON (415) and text that is not JSON (400).
 */
export async function readJsonBody(request: Request, limit: number): Promise<{ json: unknown; text: string } | undefined> {
  const length = request.headers.get("content-length");
  if (!request.body || length === "0") return undefined;
  if (length !== null && Number(length) > limit) throw tooLarge(limit);
  const type = request.headers.get("content-type") ?? "";
  const bytes = await readLimited(request.body, limit);
  if (bytes.byteLength === 0) return undefined;
  if (!JSON_TYPE.test(type)) {
    throw new ProblemError(415, "unsupported_media_type", `Send the body as application/json (got ${type || "no content type"}).`);
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { json: JSON.parse(text), text };
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : "the body is not valid UTF-8";
    throw new ProblemError(400, "malformed_json", `The body is not valid JSON: ${reason}.`);
  }
}
