/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from "node:http";

// An answer that closes the connection (a 413 at the body limit) used to close it while the
// client was still sending: the kernel then answers the unread bytes with a reset, and most
// clients report EPIPE or ECONNRESET instead of the 413 they were sent. As nginx's lingering
// close does, the rest of the body is read and thrown away first, within a bound, and only then
// is the connection closed. Both halves live here so the pair can move with the adapter.

/**
 * What is read and discarded after such an answer before the connection is cut anyway: enough
 * for an upload a few times over the API's 1 MiB limit, not a way to keep the server reading
 * an endless body (nginx's lingering_timeout is 5 s too; Go reads at most 256 KiB, then closes).
 */
export const LINGER = { bytes: 8 * 1024 * 1024, ms: 5_000 };

/**
 * The request body as a Web stream. Unlike Readable.toWeb, cancelling it (a reader stopping at
 * its limit) leaves the socket open, since the answer is still to be written; what arrives after
 * is discarded, as Node does with a body nobody reads.
 */
export function bodyStream(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let detach = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const data = (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      };
      const end = () => {
        detach();
        controller.close();
      };
      const gone = () => {
        detach();
        controller.error(new Error("The client closed the connection before sending the whole body"));
      };
      detach = () => {
        incoming.off("data", data).off("end", end).off("error", gone).off("close", gone);
      };
      incoming.on("data", data).once("end", end).once("error", gone).once("close", gone);
    },
    pull() {
      incoming.resume();
    },
    cancel() {
      detach();
      incoming.resume();
    },
  });
}

/**
 * Holds back the end of `outgoing` (an answer that closes the connection, its head and body
 * still written at once) until the rest of the request body has arrived and been discarded, or
 * LINGER runs out; then ends it, and Node closes the connection.
 */
export function lingerBeforeClose(incoming: IncomingMessage, outgoing: ServerResponse): void {
  let discarded = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drained = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      incoming.off("data", count).off("end", done).off("close", done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      discarded += chunk.byteLength;
      if (discarded > LINGER.bytes) done();
    };
    timer = setTimeout(done, LINGER.ms).unref();
    incoming.on("data", count).once("end", done).once("close", done);
    incoming.resume();
  });
  const end = outgoing.end.bind(outgoing);
  // The adapter's writers end an answer once, with its body or nothing, and no callback.
  outgoing.end = ((chunk?: unknown) => {
    if (chunk !== undefined && typeof chunk !== "function") outgoing.write(chunk as string | Uint8Array);
    void drained.then(() => end());
    return outgoing;
  }) as ServerResponse["end"];
}

/**
 * Whether `answer` (a Response, or what a handler wrongly returned) closes the connection while
 * the body of `incoming` is still arriving: then it needs lingerBeforeClose.
 */
export function closesOnUnreadBody(incoming: IncomingMessage, answer: unknown): boolean {
  if (incoming.complete) return false;
  const connection = (answer as { headers?: Partial<Headers> } | null)?.headers?.get?.("connection");
  return typeof connection === "string" && /(?:^|,)\s*close\s*(?:,|$)/i.test(connection);
}
