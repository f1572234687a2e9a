// Which OAuth client the app signs in as: LPS_CLIENT_ID (and LPS_CLIENT_SECRET for a confidential
// client), or else a public client registered for this demo through the reference server's
// sandbox API, which answers loopback callers only and does not exist on the real service.

export async function oauthClient({ authUrl, redirectUri }) {
  if (process.env.LPS_CLIENT_ID) {
    return { authUrl, clientId: process.env.LPS_CLIENT_ID, clientSecret: process.env.LPS_CLIENT_SECRET || undefined };
  }
  const response = await fetch(`${authUrl}/__sandbox/oauth-clients`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "LPS OAuth web app example", redirect_uris: [redirectUri], confidential: false }),
  });
  if (!response.ok) throw new Error(`Could not register a demo client (${response.status}); set LPS_CLIENT_ID instead`);
  const { client_id } = await response.json();
  console.log(`registered public client ${client_id} for ${redirectUri}`);
  return { authUrl, clientId: client_id };
}
