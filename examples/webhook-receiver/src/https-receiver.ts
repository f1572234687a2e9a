// The node:http receiver over HTTPS, as production receivers are, with a certificate from the
// reference server's local CA (`npx lps-mock tls cert localhost 127.0.0.1`), which `lps-mock --tls`
// trusts for its deliveries.
// Run: LPS_WEBHOOK_SECRET=whsec_… TLS_CERT=… TLS_KEY=… npm run start:https -w @lps/example-webhook-receiver
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import { readConfig } from "./config";
import { verifyingListener } from "./verifying-listener";

const { secrets, port, path } = readConfig();
const { TLS_CERT: certFile, TLS_KEY: keyFile } = process.env;
if (!certFile || !keyFile) {
  console.error("Set TLS_CERT and TLS_KEY to the files `npx lps-mock tls cert localhost 127.0.0.1` printed (see README.md).");
  process.exit(1);
}

const server = createServer({ cert: readFileSync(certFile), key: readFileSync(keyFile) }, verifyingListener(secrets, path));

server.listen(port, "127.0.0.1", () => console.log(`node:https receiver on https://localhost:${port}${path}`));
