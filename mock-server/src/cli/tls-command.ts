/// <reference types="node" />
import { parseArgs } from "node:util";
import { issueReceiverCertificate } from "../tls/receiver-certificate";
import { defaultTlsDir } from "../tls/tls-dir";

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

const HELP = `Usage: lps-mock tls cert <hostname...> [--tls-dir DIR] [--json]

Issues a certificate for your own HTTPS webhook receiver (or any local server), signed by the
local CA that \`lps-mock --tls\` uses and trusts, and prints where its files are.

  --tls-dir DIR  Folder of the local CA (default $XDG_CACHE_HOME/lps-mock or ~/.cache/lps-mock)
  --json         Print the paths as one JSON object
  --help         Show this help`;

/** `lps-mock tls ...` (`argv` is what follows `tls`); resolves to the process exit code. */
export async function runTlsCommand(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { "tls-dir": { type: "string" }, json: { type: "boolean" }, help: { type: "boolean" } },
    });
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return EXIT_OK;
  }
  const [command, ...hosts] = positionals;
  if (command !== "cert") return usageError(command ? `unknown tls command "${command}"; the one command is "tls cert"` : `missing command: lps-mock tls cert <hostname...>`);
  if (hosts.length === 0) return usageError("tls cert expects at least one host name or IP address, e.g. lps-mock tls cert localhost");
  try {
    const issued = await issueReceiverCertificate(values["tls-dir"] ?? defaultTlsDir(), hosts);
    console.log(
      values.json
        ? JSON.stringify({ cert: issued.certPath, key: issued.keyPath, ca_cert: issued.caCertPath, hosts: issued.hosts })
        : [
            `Certificate for ${issued.hosts.join(", ")}, signed by the local CA:`,
            `  cert     ${issued.certPath}`,
            `  key      ${issued.keyPath}   (readable by you alone)`,
            `  CA cert  ${issued.caCertPath}`,
            "",
            "lps-mock --tls trusts it for webhook deliveries; other clients need the CA cert (docs/https.md).",
          ].join("\n"),
    );
    return EXIT_OK;
  } catch (error) {
    console.error(`lps-mock tls cert: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_FAILED;
  }
}

function usageError(message: string): number {
  console.error(`lps-mock tls: ${message}\nRun "lps-mock tls --help" for usage.`);
  return EXIT_USAGE;
}
