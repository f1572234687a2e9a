/// <reference types="node" />
import { readFileSync } from "node:fs";
import type { MockServer } from "../adapters/node/start-mock-server";
import { spkiSha256 } from "../adapters/tls/local-ca";

/** The single `--json` line CI scripts parse; the key order is part of the format. */
export function readyLine(server: MockServer): string {
  return JSON.stringify({
    url: server.url,
    base_url: server.baseUrl,
    auth_url: server.authUrl,
    api_key: server.apiKey,
    oauth_client: server.oauthClient ?? null,
    dashboard_url: dashboardUrl(server),
    ca_cert: server.caCert ?? null,
  });
}

/** The human banner: where things are and one request that works. */
export function banner(server: MockServer, state?: { file: string; readonly: boolean }): string {
  const client = server.oauthClient;
  return [
    `LPS reference server listening on ${server.url}`,
    "",
    `  API          ${server.baseUrl}   (also ${server.url}/api/v1)`,
    // The discovery document, not /oauth/authorize: opened without a registered client_id, that
    // page only shows an authorization error; this one lists every OAuth endpoint.
    `  OAuth        ${server.authUrl}/.well-known/openid-configuration   (issuer and endpoints)`,
    `  Dashboard    ${dashboardUrl(server)}`,
    `  Sandbox      ${server.url}/__sandbox/   (loopback only)`,
    `  Contract     ${server.url}/openapi.yaml`,
    ...(server.redirectUrl ? [`  Redirect     ${server.redirectUrl} sends pages to ${server.url} (API calls get 403)`] : []),
    "",
    `  API key      ${server.apiKey}`,
    ...(client ? [`  OAuth client ${client.client_id} (redirect ${client.redirect_uri})`] : []),
    "",
    ...trustLines(server),
    "Try:",
    `  curl${server.caCert ? ` --cacert ${quoted(server.caCert)}` : ""} -H "Authorization: Bearer ${server.apiKey}" "${server.baseUrl}/properties?limit=2"`,
    "",
    state === undefined
      ? "Ctrl+C stops the server; all data lives in memory (--state FILE keeps it)."
      : state.readonly
        ? `Ctrl+C stops the server; its state came from ${state.file}, which is never written (--state-readonly).`
        : `Ctrl+C stops the server; its state is kept in ${state.file}. Without --seed, the API key above lasts as long as this process: --api-key KEY gives one that is kept.`,
  ].join("\n");
}

function dashboardUrl(server: MockServer): string {
  return `${server.url}/dashboard`;
}

/** Under the local CA: where its certificate is and how each kind of client trusts it. */
function trustLines(server: MockServer): string[] {
  const ca = server.caCert;
  if (!ca) return [];
  return [
    `  CA cert      ${ca}`,
    "",
    "Trust the local CA (docs/https.md):",
    `  Node         NODE_EXTRA_CA_CERTS=${quoted(ca)} node app.js`,
    `  curl         curl --cacert ${quoted(ca)} ${server.url}/healthz`,
    `  Browsers     import ${ca} as a certificate authority (Chromium: Settings > Privacy and security > Security > Manage certificates; Firefox: Settings > Privacy & Security > Certificates > View Certificates > Authorities)`,
    `  Chromium     or, for one run: chromium --ignore-certificate-errors-spki-list=${spkiSha256(readFileSync(ca, "utf8"))}`,
    "",
  ];
}

/** A path as a POSIX shell reads it back. */
function quoted(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`;
}
