// The authorization code flow with PKCE in a server-rendered app (node:http):
//   /login     remembers a fresh state and PKCE verifier, then redirects to /oauth/authorize
//   /callback  checks the state, trades the code for tokens, keeps a token manager per session
//   /          lists leads through the SDK; the manager refreshes the access token when due
//   /logout    revokes the grant
import http from "node:http";
import { createClient } from "@lps/sdk";
import { createAuthorizationRequest, createTokenManager, exchangeCode, isOAuthError, parseCallback } from "@lps/sdk/oauth";
import { oauthClient } from "./oauth-client.mjs";
import { failed, signedIn, signedOut } from "./pages.mjs";
import { session } from "./sessions.mjs";

const PORT = Number(process.env.PORT ?? 8080);
const AUTH_URL = process.env.LPS_AUTH_URL ?? "http://127.0.0.1:4010";
const BASE_URL = process.env.LPS_BASE_URL ?? AUTH_URL;
const REDIRECT_URI = `http://127.0.0.1:${PORT}/callback`;
const SCOPES = ["leads.read"];

const oauth = await oauthClient({ authUrl: AUTH_URL, redirectUri: REDIRECT_URI });

const routes = {
  async "/login"(request, response, state) {
    const authorization = await createAuthorizationRequest(oauth, { redirectUri: REDIRECT_URI, scope: SCOPES });
    state.pending = { state: authorization.state, codeVerifier: authorization.codeVerifier };
    response.writeHead(302, { location: authorization.url }).end();
  },

  async "/callback"(request, response, state) {
    const pending = state.pending;
    delete state.pending;
    // Throws OAuthError on a state mismatch or an error redirect such as access_denied.
    const { code } = parseCallback(request.url, pending?.state ?? "");
    const tokens = await exchangeCode(oauth, { code, redirectUri: REDIRECT_URI, codeVerifier: pending.codeVerifier });
    // Each refresh rotates the refresh token; onTokens is where a real app would persist it.
    state.tokens = createTokenManager({ ...oauth, tokens, onTokens: (next) => console.log(`refreshed; access token valid until ${new Date(next.expires_at * 1000).toISOString()}`) });
    state.lps = createClient({ tokenSource: state.tokens, baseUrl: BASE_URL });
    response.writeHead(302, { location: "/" }).end();
  },

  async "/"(request, response, state) {
    if (!state.lps) return void response.writeHead(200, { "content-type": "text/html" }).end(signedOut());
    const { data: leads } = await state.lps.leads.list({ limit: 10 });
    response.writeHead(200, { "content-type": "text/html" }).end(signedIn({ scope: state.tokens.tokens.scope, leads }));
  },

  async "/logout"(request, response, state) {
    await state.tokens?.revoke();
    delete state.tokens;
    delete state.lps;
    response.writeHead(302, { location: "/" }).end();
  },
};

const server = http.createServer(async (request, response) => {
  const route = routes[new URL(request.url, REDIRECT_URI).pathname];
  if (!route) return void response.writeHead(404).end("Not found");
  try {
    await route(request, response, session(request, response));
  } catch (error) {
    const title = isOAuthError(error) ? "Sign-in failed" : "Something went wrong";
    response.writeHead(isOAuthError(error) ? 400 : 500, { "content-type": "text/html" }).end(failed(title, error.message));
  }
});

server.listen(PORT, "127.0.0.1", () => console.log(`OAuth demo app on http://127.0.0.1:${PORT}/ (authorization server ${AUTH_URL})`));
