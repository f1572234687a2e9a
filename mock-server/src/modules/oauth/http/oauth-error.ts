import { BASIC_REALM } from "../defaults";

/** RFC 6749 §5.2 codes, plus `slow_down` (RFC 8628 §3.5) for throttled client authentication. */
export type OAuthErrorCode = "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "slow_down" | "server_error";

/** Thrown by token endpoint handlers; `oauthEndpoint` turns it into the JSON answer. */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

/** invalid_client is 401; it MUST carry a Basic challenge when the client used Basic (§5.2). */
export function invalidClient(usedBasic: boolean, description = "Client authentication failed."): OAuthError {
  return new OAuthError("invalid_client", description, 401, usedBasic ? { "WWW-Authenticate": `Basic realm="${BASIC_REALM}"` } : undefined);
}

/** Credentials never sit in a cache (RFC 6749 §5.1). */
export const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" } as const;

export const jsonNoStore = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

export async function oauthEndpoint(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    return jsonNoStore({ error: error.error, error_description: error.message }, error.status, error.headers);
  }
}
