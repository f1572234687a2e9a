// A receiver on plain node:http that calls verifyWebhook itself: read the raw bytes, verify,
// then act. Run: LPS_WEBHOOK_SECRET=whsec_… npm run start:node-http -w @lps/example-webhook-receiver
import { createServer, type IncomingMessage } from "node:http";
import { isWebhookVerificationError, verifyWebhook } from "@lps/sdk/webhooks";
import { readConfig } from "./config";
import { describeEvent } from "./describe-event";

const { secrets, port, path } = readConfig();

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const server = createServer(async (req, res) => {
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
});

server.listen(port, "127.0.0.1", () => console.log(`node:http receiver on http://127.0.0.1:${port}${path}`));
