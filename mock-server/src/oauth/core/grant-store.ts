import type { Clock } from "../../clock/clock";
import { CODE_TTL_MS, PREFIX, SUBJECT, TOKEN_BYTES } from "../defaults";
import { randomToken, sha256, type RandomBytes } from "./bytes";

/** What the consent covered, kept under the code's hash until redemption and after (reuse detection). */
export interface CodeRecord {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  /** The S256 code_challenge, when the client sent one. */
  challenge?: string;
  expiresAt: number;
  /** Set on redemption: a second redemption revokes this grant. */
  grantId?: string;
}

/** One consent turned into tokens: every access and refresh token issued from one code. */
export interface Grant {
  id: string;
  clientId: string;
  subject: string;
  scopes: string[];
  revoked: boolean;
  /** Hash of the one refresh token still usable; earlier ones are superseded. */
  refreshHash?: string;
}

interface AccessRecord {
  grantId: string;
  issuer: string;
  revoked: boolean;
}

export type GrantStore = ReturnType<typeof createGrantStore>;

// Codes and refresh tokens are stored by hash, so the store never holds a usable credential.
export function createGrantStore(clock: Clock, random: RandomBytes) {
  const codes = new Map<string, CodeRecord>();
  const grants = new Map<string, Grant>();
  const refreshTokens = new Map<string, string>();
  const accessTokens = new Map<string, AccessRecord>();

  return {
    async issueCode(request: Omit<CodeRecord, "expiresAt" | "grantId">): Promise<string> {
      const code = randomToken(random, TOKEN_BYTES, PREFIX.code);
      codes.set(await sha256(code), { ...request, expiresAt: clock.now() + CODE_TTL_MS });
      return code;
    },
    findCode: async (code: string) => codes.get(await sha256(code)),
    isExpired: (code: CodeRecord) => clock.now() > code.expiresAt,

    redeem(code: CodeRecord): Grant {
      const grant: Grant = {
        id: randomToken(random, TOKEN_BYTES),
        clientId: code.clientId,
        subject: SUBJECT,
        scopes: code.scopes,
        revoked: false,
      };
      grants.set(grant.id, grant);
      code.grantId = grant.id;
      return grant;
    },

    /** Issues the grant's next refresh token; the previous one becomes a reuse tripwire. */
    async rotateRefresh(grant: Grant): Promise<string> {
      const token = randomToken(random, TOKEN_BYTES, PREFIX.refreshToken);
      grant.refreshHash = await sha256(token);
      refreshTokens.set(grant.refreshHash, grant.id);
      return token;
    },
    async findRefresh(token: string): Promise<{ grant: Grant; current: boolean } | undefined> {
      const hash = await sha256(token);
      const grant = grants.get(refreshTokens.get(hash) ?? "");
      return grant && { grant, current: grant.refreshHash === hash };
    },

    recordAccess(jti: string, grant: Grant, issuer: string): void {
      accessTokens.set(jti, { grantId: grant.id, issuer, revoked: false });
    },
    /** The grant behind a live access token, if neither the token nor its grant is revoked. */
    activeAccess(jti: string, issuer: string): Grant | undefined {
      const record = accessTokens.get(jti);
      const grant = grants.get(record?.grantId ?? "");
      const live = record && grant && !record.revoked && !grant.revoked && record.issuer === issuer;
      return live ? grant : undefined;
    },
    /** Revokes one access token if it belongs to `clientId` (RFC 7009 §2.1). */
    revokeAccess(jti: string, clientId: string): boolean {
      const record = accessTokens.get(jti);
      if (!record || grants.get(record.grantId)?.clientId !== clientId) return false;
      record.revoked = true;
      return true;
    },
    /** Kills every access and refresh token of the grant at once. */
    revokeGrant(grantId: string): void {
      const grant = grants.get(grantId);
      if (!grant) return;
      grant.revoked = true;
      grant.refreshHash = undefined;
    },
    clear(): void {
      for (const map of [codes, grants, refreshTokens, accessTokens]) map.clear();
    },
    /**
     * Grants and refresh-token hashes (superseded ones too, for reuse detection) for a state
     * snapshot. Codes and access-token records are left out: codes live minutes, and access
     * tokens are signed with a key made per process, so after a restart clients refresh.
     */
    dump(): { grants: Grant[]; refresh_tokens: [string, string][] } {
      return { grants: [...grants.values()].map((grant) => ({ ...grant })), refresh_tokens: [...refreshTokens] };
    },
    load(state: { grants: Grant[]; refresh_tokens: [string, string][] }): void {
      for (const map of [codes, grants, refreshTokens, accessTokens]) map.clear();
      for (const grant of state.grants) grants.set(grant.id, { ...grant });
      for (const [hash, grantId] of state.refresh_tokens) refreshTokens.set(hash, grantId);
    },
  };
}
