// A receiver on plain node:http that calls verifyWebhook itself: read the raw bytes, verify,
// then act. Run: LPS_WEBHOOK_SECRET=whsec_… npm run start:node-http -w @lps/example-webhook-receiver
import { createServer } from "node:http";
import { readConfig } from "./config";
import { verifyingListener } from "./verifying-listener";

const { secrets, port, path } = readConfig();

const server = createServer(verifyingListener(secrets, path));

server.listen(port, "127.0.0.1", () => console.log(`node:http receiver on http://127.0.0.1:${port}${path}`));
