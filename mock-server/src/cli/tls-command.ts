/// <reference types="node" />
import { invalidHost, issueReceiverCertificate } from "../adapters/tls/receiver-certificate";
import { defaultTlsDir } from "../adapters/tls/tls-dir";
import { type Command, EXIT, stringOf, UsageError } from "./command";
import { CommandFailure } from "./server-client";
import { explainTlsDir } from "./tls-files";

/** `lps-mock tls cert <hostname...>`: a certificate from the local CA for the user's own receiver. */
export const tlsCommand: Command = {
  name: "tls",
  summary: "Issue a certificate from the local CA for your own HTTPS receiver",
  synopsis: "cert <hostname...> [--tls-dir DIR] [--json]",
  options: {
    "tls-dir": { type: "string", placeholder: "DIR", help: "Folder of the local CA (default $XDG_CACHE_HOME/lps-mock or ~/.cache/lps-mock)" },
    json: { type: "boolean", help: "Print the paths as one JSON object" },
  },
  positionals: [1, 64],
  notes: [
    "The certificate is signed by the local CA that `lps-mock --tls` uses and trusts for webhook deliveries; other clients need the CA certificate (docs/https.md).",
    "Example:\n  lps-mock tls cert localhost 127.0.0.1",
  ],
  async run({ values, positionals: [action = "", ...hosts] }) {
    if (action !== "cert") throw new UsageError(`unknown tls command "${action}"; the one command is "tls cert"`, "tls");
    if (hosts.length === 0) throw new UsageError("tls cert expects at least one host name or IP address, e.g. lps-mock tls cert localhost", "tls");
    // A bad host is a bad argument (exit 2), said before the CA folder is touched.
    const bad = hosts.map(invalidHost).find((reason) => reason !== undefined);
    if (bad !== undefined) throw new UsageError(`tls cert: ${bad}`, "tls");
    const given = stringOf(values, "tls-dir");
    let issued;
    try {
      issued = await issueReceiverCertificate(given ?? defaultTlsDir(), hosts);
    } catch (error) {
      const explained = explainTlsDir(error, given, "tls");
      if (explained instanceof UsageError) throw explained;
      throw new CommandFailure(`tls cert: ${explained instanceof Error ? explained.message : String(explained)}`);
    }
    console.log(
      values.json === true
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
    return EXIT.ok;
  },
};
