import type { Context } from "hono";
import { ownCopy, sha256 } from "../core/bytes";
import type { ClientRecord } from "../core/client-registry";
import type { OAuthContext } from "../core/context";
import { MAX_CLIENT_ID_LENGTH } from "../defaults";
import { invalidClient, OAuthError } from "./oauth-error";
import { requestSource, type Params, type RequestSource } from "./request-params";

interface Credentials {
  clientId: string;
  secret?: string;
  usedBasic: boolean;
}

/** RFC 6749 §2.3.1: Basic carries the form-urlencoded id and secret; a client uses one method only. */
export function readCredentials(authorization: string | undefined, params: Params): Credentials {
  const basic = authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
  if (basic === undefined) {
    if (params.client_id === undefined) throw invalidClient(false, "client_id is missing.");
    return { clientId: params.client_id, secret: params.client_secret, usedBasic: false };
  }
  const [clientId, secret] = decodeBasic(basic);
  if (params.client_secret !== undefined) throw new OAuthError("invalid_request", "Use HTTP Basic or client_secret in the body, not both.");
  if (params.client_id !== undefined && params.client_id !== clientId) {
    throw new OAuthError("invalid_request", "client_id differs from the HTTP Basic credentials.");
  }
  return { clientId, secret: secret || undefined, usedBasic: true };
}

function decodeBasic(encoded: string): [string, string] {
  const formDecode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
  try {
    const decoded = atob(encoded);
    const colon = decoded.indexOf(":");
    if (colon > 0) return [formDecode(decoded.slice(0, colon)), formDecode(decoded.slice(colon + 1))];
  } catch {
    // The same answer as a missing colon.
  }
  throw invalidClient(true, "Malformed HTTP Basic credentials.");
}

/**
 * Confidential clients present their secret, public ones none. Nothing awaits between throttle
 * check and outcome, so parallel guesses each see the delay the previous failure set; unknown ids
 * are not throttled (no secret to guess), so the table holds registered ids only.
 */
export async function authenticateClient(ctx: OAuthContext, credentials: Credentials, source: RequestSource = {}): Promise<ClientRecord> {
  const { clientId, secret, usedBasic } = credentials;
  const presented = ownCopy(clientId.slice(0, MAX_CLIENT_ID_LENGTH));
  const audit = (action: string, status: number) => ctx.audit({ action, actor: presented, status, ...source });
  if (clientId.length > MAX_CLIENT_ID_LENGTH) {
    audit("oauth.client_auth.failed", 401);
    throw invalidClient(usedBasic, `client_id is longer than ${MAX_CLIENT_ID_LENGTH} characters.`);
  }
  const secretHash = secret === undefined ? undefined : await sha256(secret);
  const client = ctx.clients.get(clientId);
  const waitMs = client ? ctx.throttle.waitMs(client.client_id) : 0;
  if (waitMs > 0) {
    audit("oauth.client_auth.throttled", 429);
    const seconds = String(Math.ceil(waitMs / 1000));
    throw new OAuthError("slow_down", `Too many failed client authentications; retry in ${seconds} s.`, 429, { "Retry-After": seconds });
  }
  const valid = client !== undefined && (client.confidential ? secretHash !== undefined && ctx.clients.secretHashMatches(client, secretHash) : secret === undefined);
  if (!valid) {
    if (client) ctx.throttle.fail(client.client_id);
    audit("oauth.client_auth.failed", 401);
    throw invalidClient(usedBasic);
  }
  ctx.throttle.succeed(client.client_id);
  return client;
}

/** The client a token or revocation request authenticates as, with the request's audit source. */
export async function requestClient(ctx: OAuthContext, c: Context, params: Params): Promise<{ client: ClientRecord; source: RequestSource }> {
  const source = requestSource(c);
  return { client: await authenticateClient(ctx, readCredentials(c.req.header("authorization"), params), source), source };
}
