// The request listener both node receivers share (node:http and node:https): read the raw
// bytes, verify, then act. Only the transport differs between them.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isWebhookVerificationError, verifyWebhook } from "@lps/sdk/webhooks";
import { describeEvent } from "./describe-event";

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Answers 200 to a delivery signed with one of `secrets` on `path`, 400 to any other POST there. */
export function verifyingListener(secrets: string[], path: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== "POST" || req.url !== path) {
      res.writeHead(404).end();
      return;
    }
    try {
      const event = await verifyWebhook(await rawBody(req), req.headers, secrets);
      console.log(describeEvent(event));
      res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
    } catch (error) {
      // The code is for our logs only; the sender learns nothing about which check failed.
      console.warn(`rejected a delivery: ${isWebhookVerificationError(error) ? error.code : String(error)}`);
      res.writeHead(400, { "content-type": "application/json" }).end('{"error":"invalid_webhook"}');
    }
  };
}
