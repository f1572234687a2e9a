// The request listener both node receivers share (node:http and node:https): check the signature
// headers, read the raw bytes up to a limit, verify, then act. Only the transport differs.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isWebhookVerificationError, verifyWebhook } from "@lps/sdk/webhooks";
import { describeEvent } from "./describe-event";

const SIGNED_HEADERS = ["x-service-signature", "x-service-timestamp"];
/** The service never sends a larger body; anything bigger is not a delivery. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The raw body, or undefined once it passes `limit` bytes, declared or read. Reading stops there:
 * the rest of an oversized upload is never buffered.
 */
function rawBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (Number(req.headers["content-length"]) > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length <= limit) return void chunks.push(chunk);
      req.off("data", onData).pause();
      resolve(undefined);
    };
    req.on("data", onData).once("end", () => resolve(Buffer.concat(chunks))).once("error", reject);
  });
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, body?: string): void {
  // A body left unread (refused early) is not drained: closing the connection ends the upload.
  const close = req.readableEnded ? {} : { connection: "close" };
  res.writeHead(status, body === undefined ? close : { "content-type": "application/json", ...close }).end(body);
}

/** Answers 200 to a delivery signed with one of `secrets` on `path`, 400 to any other POST there. */
export function verifyingListener(secrets: string[], path: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== "POST" || req.url !== path) return answer(req, res, 404);
    // Unsigned requests are refused before a byte of their body is read.
    const missing = SIGNED_HEADERS.find((name) => !req.headers[name]);
    if (missing) {
      console.warn(`rejected a delivery: missing_header (missing ${missing})`);
      return answer(req, res, 400, '{"error":"invalid_webhook"}');
    }
    const body = await rawBody(req, MAX_BODY_BYTES);
    if (!body) return answer(req, res, 413, '{"error":"payload_too_large"}');
    try {
      const event = await verifyWebhook(body, req.headers, secrets);
      console.log(describeEvent(event));
      answer(req, res, 200, '{"received":true}');
    } catch (error) {
      // The code is for our logs only; the sender learns nothing about which check failed.
      console.warn(`rejected a delivery: ${isWebhookVerificationError(error) ? error.code : String(error)}`);
      answer(req, res, 400, '{"error":"invalid_webhook"}');
    }
  };
}
