import type { Clock } from "../../../domain/clock/clock";
import { steadyReading } from "../../../domain/clock/steady-reading";
import { CODE_TTL_MS, PREFIX, TOKEN_BYTES } from "../defaults";
import { randomToken, sha256, type RandomBytes } from "./bytes";
import { expiringMap } from "./expiring-map";

/** What the consent covered, kept under the code's hash until it expires (reuse detection). */
export interface CodeRecord {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  challenge?: string;
  /** Set on redemption: every later one is reuse and revokes this grant. */
  grantId?: string;
  subject: string;
  organizationId: string;
  authTime: number;
  nonce?: string;
}

/** One consent turned into tokens: every access and refresh token issued from one code. */
export interface Grant {
  id: string;
  clientId: string;
  subject: string;
  organizationId: string;
  authTime: number;
  scopes: string[];
  revoked: boolean;
  /** Hash of the one refresh token still usable; undefined while a refresh is being served. */
  refreshHash?: string;
  /** Everything issued, so an ended grant can be collected whole. */
  issued: { refreshHashes: string[]; jtis: string[] };
}

/** A grant as a state snapshot keeps it: what it issued is rebuilt from the refresh hashes. */
export type SavedGrant = Omit<Grant, "issued">;

export type GrantStore = ReturnType<typeof createGrantStore>;

// Codes and refresh tokens are stored by hash, so the store never holds a usable credential.
// Every claim is a check and a write with no await between them: JavaScript runs it to the end
// before another request's code runs, so of N concurrent uses exactly one wins (RFC 9700 §4.14).
export function createGrantStore(clock: Clock, random: RandomBytes) {
  const steady = steadyReading(clock);
  const codes = expiringMap<CodeRecord>(steady);
  const grants = new Map<string, Grant>();
  const refreshTokens = new Map<string, string>();
  // endsAt is on the steady reading, which a clock moved back does not put off.
  const accessTokens = new Map<string, { grantId: string; issuer: string; revoked: boolean; endsAt: number }>();

  // An ended grant's tokens are all dead: forgetting them answers the same (unknown = revoked).
  function collect(grant: Grant): void {
    grants.delete(grant.id);
    for (const hash of grant.issued.refreshHashes) refreshTokens.delete(hash);
    for (const jti of grant.issued.jtis) accessTokens.delete(jti);
  }

  return {
    async issueCode(request: Omit<CodeRecord, "grantId">): Promise<string> {
      const code = randomToken(random, TOKEN_BYTES, PREFIX.code);
      codes.set(await sha256(code), { ...request }, CODE_TTL_MS);
      return code;
    },
    findCode: async (code: string) => codes.get(await sha256(code)),
    /** Consumes the code and opens its grant; the caller checked, without an await since, that it was unused. */
    claimCode(code: CodeRecord): Grant {
      if (code.grantId !== undefined) throw new Error("The authorization code was claimed twice");
      const { clientId, subject, organizationId, authTime, scopes } = code;
      const grant: Grant = { id: randomToken(random, TOKEN_BYTES), clientId, subject, organizationId, authTime, scopes, revoked: false, issued: { refreshHashes: [], jtis: [] } };
      grants.set(grant.id, grant);
      code.grantId = grant.id;
      return grant;
    },
    /** Issues the grant's next refresh token; the previous one becomes a reuse tripwire. */
    async rotateRefresh(grant: Grant): Promise<string> {
      const token = randomToken(random, TOKEN_BYTES, PREFIX.refreshToken);
      const hash = await sha256(token);
      // Revoked while the token was being made (a concurrent reuse): the token is born dead.
      if (grant.revoked) return token;
      grant.refreshHash = hash;
      grant.issued.refreshHashes.push(hash);
      refreshTokens.set(hash, grant.id);
      return token;
    },
    async findRefresh(token: string): Promise<{ grant: Grant; hash: string } | undefined> {
      const hash = await sha256(token);
      const grant = grants.get(refreshTokens.get(hash) ?? "");
      return grant && { grant, hash };
    },
    /** Consumes the current refresh token; false when it was superseded or already claimed (reuse). */
    claimRefresh(grant: Grant, hash: string): boolean {
      if (grant.revoked || grant.refreshHash !== hash) return false;
      grant.refreshHash = undefined;
      return true;
    },
    recordAccess(jti: string, grant: Grant, issuer: string, lifetimeMs: number): void {
      if (grant.revoked) return;
      grant.issued.jtis.push(jti);
      accessTokens.set(jti, { grantId: grant.id, issuer, revoked: false, endsAt: steady() + lifetimeMs });
    },
    /** The live grant behind an access token, and the ms the token has left counted forwards only. */
    activeAccess(jti: string, issuer: string): { grant: Grant; remainingMs: number } | undefined {
      const record = accessTokens.get(jti);
      const grant = grants.get(record?.grantId ?? "");
      const live = record && grant && !record.revoked && !grant.revoked && record.issuer === issuer;
      return live ? { grant, remainingMs: record.endsAt - steady() } : undefined;
    },
    liveGrant(grantId: string): Grant | undefined {
      const grant = grants.get(grantId);
      return grant && !grant.revoked ? grant : undefined;
    },
    /** Revokes one access token if it belongs to `clientId` (RFC 7009 §2.1). */
    revokeAccess(jti: string, clientId: string): boolean {
      const record = accessTokens.get(jti);
      if (!record || grants.get(record.grantId)?.clientId !== clientId) return false;
      record.revoked = true;
      return true;
    },
    /** A removed user's grants end, and their unredeemed codes go, so none opens a new grant. */
    revokeSubject(subject: string): void {
      codes.deleteWhere((code) => code.subject === subject);
      for (const grant of [...grants.values()]) if (grant.subject === subject) this.revokeGrant(grant.id);
    },
    revokeGrant(grantId: string): void {
      const grant = grants.get(grantId);
      if (!grant) return;
      grant.revoked = true;
      grant.refreshHash = undefined;
      collect(grant);
    },
    clear(): void {
      codes.clear();
      for (const map of [grants, refreshTokens, accessTokens]) map.clear();
    },
    /**
     * Grants and refresh hashes (superseded ones too, for reuse detection). Codes live minutes and
     * access tokens are signed with a per-process key, so after a restart clients refresh.
     */
    dump(): { grants: SavedGrant[]; refresh_tokens: [string, string][] } {
      return { grants: [...grants.values()].map(({ issued: _issued, ...grant }) => grant), refresh_tokens: [...refreshTokens] };
    },
    load(state: { grants: SavedGrant[]; refresh_tokens: [string, string][] }): void {
      this.clear();
      for (const grant of state.grants) grants.set(grant.id, { ...grant, issued: { refreshHashes: [], jtis: [] } });
      for (const [hash, grantId] of state.refresh_tokens) {
        refreshTokens.set(hash, grantId);
        grants.get(grantId)?.issued.refreshHashes.push(hash);
      }
    },
  };
}
