import type { Clock } from "../domain/clock/clock";
import { API_KEY_PREFIX, isWellFormedApiKey } from "./api-key-format";
import { isAllowedFrom } from "./ip-allowlist";
import type { ApiKeyRecord, KeyRegistry } from "./key-registry";
import type { Organization, OrganizationRegistry } from "../store/organizations";
import { type RequestFacts, type SessionClaims, type SessionVerifier, isSafeMethod, isSameOrigin } from "./session-credential";

export type { RequestFacts, SessionClaims, SessionVerifier };

export interface AccessTokenClaims {
  clientId: string;
  grantId: string;
  subject: string;
  scopes: string[];
  /** Expiry in ms since the epoch, judged against the engine clock (not the wall clock). */
  expiresAt: number;
  organizationId: string;
}

/**
 * Checks a bearer token that is not an API key; null unless it is a genuine access token (signature
 * first). An expired one still gives its claims: expiry is judged here, on the engine clock.
 */
export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims | null>;

export interface Principal {
  scheme: "apiKey" | "oauth2" | "session";
  /** Key id (`key_…`), OAuth client id or user id: what the audit log records. */
  actor: string;
  /** The organisation whose records the caller reaches; everything else answers 404. */
  organizationId: string;
  userId?: string;
  scopes: ReadonlySet<string>;
  /** The rate-limit bucket: the organisation's (`org:…`), or a sandbox key's own (`key_…`). */
  quotaKey: string;
  /**
   * The credential itself: the key, or the OAuth grant (one user's consent to one client). What
   * is private to one caller (idempotency records) is kept under this, not under `quotaKey`.
   */
  credential: string;
  dailyLimit: number;
}

export type AuthFailure = {
  code: "unauthenticated" | "invalid_token" | "token_expired" | "ip_not_allowed" | "cross_origin_refused";
  detail: string;
  /** The key that was presented, when known (an allowlist refusal), for the audit log. */
  actor?: string;
  organizationId?: string;
};

export type AuthResult = { ok: true; principal: Principal } | ({ ok: false } & AuthFailure);

export interface Authenticator {
  authenticate(authorization: string | undefined, clientIp: string, request?: RequestFacts): Promise<AuthResult>;
}

/** The organisation's shared counter; the quota key names it, so all its credentials draw on one. */
export const organizationQuotaKey = (organizationId: string) => `org:${organizationId}`;

const isUserId = (subject: string) => /^usr_\w+$/.test(subject);

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;
const BEARER_SCHEME = /^Bearer(?:\s|$)/i;
/** header.payload.signature, each base64url: what an access token looks like before it is verified. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;
const KEY_SHAPE_HINT = "an API key is `lps_sk_` followed by 32 letters or digits, `_` and a 6-character checksum";

// A key's scopes never change (rotation issues a new key), so each key's set is built once.
const scopeSets = new WeakMap<{ scopes: readonly string[] }, ReadonlySet<string>>();
function scopeSetOf(record: { scopes: readonly string[] }): ReadonlySet<string> {
  let scopes = scopeSets.get(record);
  if (!scopes) scopeSets.set(record, (scopes = new Set(record.scopes)));
  return scopes;
}

export function createAuthenticator(deps: {
  keys: KeyRegistry;
  clock: Clock;
  organizations: OrganizationRegistry;
  /** Tried in order for bearer tokens that are not API keys; modules may add to it later. */
  verifiers: readonly AccessTokenVerifier[];
  /** Tried in order for a Cookie header when there is no Authorization header. */
  sessionVerifiers: readonly SessionVerifier[];
}): Authenticator {
  const fail = (code: AuthFailure["code"], detail: string, actor?: string, organizationId?: string): AuthResult => ({
    ok: false,
    code,
    detail,
    ...(actor ? { actor } : {}),
    ...(organizationId ? { organizationId } : {}),
  });

  const quotaOf = (org: Organization) => ({ quotaKey: organizationQuotaKey(org.id), dailyLimit: org.daily_limit });
  const keyQuota = (record: ApiKeyRecord, org: Organization) =>
    record.quota === "key" ? { quotaKey: record.id, dailyLimit: record.daily_limit } : quotaOf(org);

  function fromApiKey(token: string, clientIp: string): AuthResult | undefined {
    const record = deps.keys.findByKey(token);
    if (!record) {
      // Keys registered verbatim (CLI `--api-key`) need not carry a checksum, so the checksum
      // only sharpens the message for a mistyped key.
      const malformed = token.startsWith(API_KEY_PREFIX) && !isWellFormedApiKey(token);
      return malformed ? fail("invalid_token", "The API key is malformed (its checksum does not match).") : undefined;
    }
    // A credential of an organisation that no longer exists reaches nothing.
    const org = deps.organizations.get(record.organization_id);
    if (!org) return fail("invalid_token", "The API key is unknown, revoked or invalid.");
    if (record.ranges.length > 0 && !record.ranges.some((range) => isAllowedFrom(range, clientIp))) {
      return fail("ip_not_allowed", `Requests with this API key are not allowed from ${clientIp}.`, record.id, org.id);
    }
    const principal: Principal = {
      scheme: "apiKey",
      actor: record.id,
      organizationId: org.id,
      scopes: scopeSetOf(record),
      credential: `key:${record.id}`,
      ...keyQuota(record, org),
    };
    return { ok: true, principal };
  }

  async function fromAccessToken(token: string): Promise<AuthResult | undefined> {
    let claims: AccessTokenClaims | null = null;
    for (const verify of deps.verifiers) claims ??= await verify(token);
    if (!claims) return undefined;
    if (claims.expiresAt <= deps.clock.now()) return fail("token_expired", "The access token has expired.");
    const org = deps.organizations.get(claims.organizationId);
    if (!org) return fail("invalid_token", "The access token's organisation no longer exists.");
    const principal: Principal = {
      scheme: "oauth2",
      actor: claims.clientId,
      organizationId: org.id,
      // A grant a signed-in user consented to acts for them; the standalone authorization
      // server's fixed subject is nobody's id, so it names no user.
      ...(isUserId(claims.subject) && { userId: claims.subject }),
      scopes: new Set(claims.scopes),
      credential: `grant:${claims.grantId}`,
      ...quotaOf(org),
    };
    return { ok: true, principal };
  }

  async function fromSession(request: RequestFacts): Promise<AuthResult | undefined> {
    if (!request.cookie || deps.sessionVerifiers.length === 0) return undefined;
    let claims: SessionClaims | null = null;
    for (const verify of deps.sessionVerifiers) claims ??= await verify(request.cookie, request.selfOrigin);
    if (!claims || claims.expiresAt <= deps.clock.now()) return undefined;
    const org = deps.organizations.get(claims.organizationId);
    if (!org) return undefined;
    if (!isSafeMethod(request.method) && !isSameOrigin(request)) {
      return fail(
        "cross_origin_refused",
        "A session cookie authorizes a write only from the server's own origin (Sec-Fetch-Site: same-origin or a matching Origin); send an API key or access token from elsewhere.",
        claims.userId,
        org.id,
      );
    }
    const principal: Principal = {
      scheme: "session",
      actor: claims.userId,
      organizationId: org.id,
      userId: claims.userId,
      scopes: new Set(claims.scopes),
      credential: `session:${claims.sessionId}`,
      ...quotaOf(org),
    };
    return { ok: true, principal };
  }

  return {
    async authenticate(authorization, clientIp, request) {
      if (!authorization) {
        const session = request && (await fromSession(request));
        return session ?? fail("unauthenticated", "Send an API key or access token as `Authorization: Bearer …`.");
      }
      const token = BEARER.exec(authorization)?.[1];
      if (!token) return fail("invalid_token", badBearer(authorization));
      return (
        fromApiKey(token, clientIp) ??
        (await fromAccessToken(token)) ??
        fail("invalid_token", unknownToken(token))
      );
    },
  };
}

// The README's curl carries a placeholder (`Bearer <demo API key>`): say what is wrong with the
// credential rather than with the scheme, which was right.
function badBearer(authorization: string): string {
  if (!BEARER_SCHEME.test(authorization)) return "The Authorization header must use the Bearer scheme.";
  const credential = authorization.replace(BEARER_SCHEME, "").trim();
  if (!credential) return "`Authorization: Bearer` needs a credential after it: an API key or an access token.";
  return `The Bearer credential is not a well-formed API key or access token (it contains spaces; ${KEY_SHAPE_HINT}). Replace a placeholder such as \`<demo API key>\` with the key the server printed.`;
}

function unknownToken(token: string): string {
  if (!token.startsWith(API_KEY_PREFIX) && !JWT_SHAPE.test(token)) {
    return `The Bearer credential is not a well-formed API key or access token (${KEY_SHAPE_HINT}).`;
  }
  return "The API key or access token is unknown, revoked or invalid.";
}
