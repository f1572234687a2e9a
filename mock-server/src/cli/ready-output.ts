import type { MockServer } from "../node/start-mock-server";

/** The single `--json` line CI scripts parse; the key order is part of the format. */
export function readyLine(server: MockServer): string {
  return JSON.stringify({
    url: server.url,
    base_url: server.baseUrl,
    auth_url: server.authUrl,
    api_key: server.apiKey,
    oauth_client: server.oauthClient ?? null,
    dashboard_url: dashboardUrl(server),
  });
}

/** The human banner: where things are and one request that works. */
export function banner(server: MockServer, state?: { file: string; readonly: boolean }): string {
  const client = server.oauthClient;
  return [
    `LPS reference server listening on ${server.url}`,
    "",
    `  API          ${server.baseUrl}   (also ${server.url}/api/v1)`,
    `  OAuth        ${server.authUrl}/oauth/authorize`,
    `  Dashboard    ${dashboardUrl(server)}`,
    `  Sandbox      ${server.url}/__sandbox/   (loopback only)`,
    `  Contract     ${server.url}/openapi.yaml`,
    "",
    `  API key      ${server.apiKey}`,
    ...(client ? [`  OAuth client ${client.client_id} (redirect ${client.redirect_uri})`] : []),
    "",
    "Try:",
    `  curl -H "Authorization: Bearer ${server.apiKey}" "${server.baseUrl}/properties?limit=2"`,
    "",
    state === undefined
      ? "Ctrl+C stops the server; all data lives in memory (--state FILE keeps it)."
      : state.readonly
        ? `Ctrl+C stops the server; its state came from ${state.file}, which is never written (--state-readonly).`
        : `Ctrl+C stops the server; its state is kept in ${state.file}.`,
  ].join("\n");
}

function dashboardUrl(server: MockServer): string {
  return `${server.url}/dashboard`;
}
