// A receiver built from createWebhookHandler: a Fetch handler (Request -> Response) that runs
// as-is on Deno, Bun, Workers or Hono, served here on node:http through toNodeHandler.
// Run: LPS_WEBHOOK_SECRET=whsec_… npm run start:fetch -w @lps/example-webhook-receiver
import { createServer } from "node:http";
import { createWebhookHandler, isWebhookVerificationError, toNodeHandler } from "@lps/sdk/webhooks";
import { readConfig } from "./config";
import { describeEvent } from "./describe-event";

const { secrets, port, path } = readConfig();

export const handleWebhook = createWebhookHandler({
  secret: secrets,
  on: {
    // Each handler receives its own event type: event.data is typed per event.
    "lead.qualified": (event) => console.log(`${describeEvent(event)} (triggers: ${event.data.triggers.join(", ")})`),
    "property.matched": (event) => console.log(describeEvent(event)),
    "message.received": (event) => console.log(describeEvent(event)),
  },
  onUnhandled: (event) => console.log(`${describeEvent(event)} (no handler, acknowledged)`),
  onError: (error, context) =>
    console.warn(`${context.stage} failed: ${isWebhookVerificationError(error) ? error.code : String(error)}`),
  // The sender retries failed deliveries itself; answering 500 at once keeps its timeout short.
  retry: false,
});

const node = toNodeHandler(handleWebhook);
const server = createServer((req, res) => {
  if (req.url !== path) {
    res.writeHead(404).end();
    return;
  }
  node(req, res);
});

server.listen(port, "127.0.0.1", () => console.log(`Fetch-handler receiver on http://127.0.0.1:${port}${path}`));
