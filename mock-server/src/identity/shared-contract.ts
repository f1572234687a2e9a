// The types the identity layer shares with the organisations layer and the authenticator. They
// mirror the shared interface word for word; once the organisation registry and the session
// credential exist in store/ and auth/, this file re-exports them from there instead.

export type Role = "owner" | "admin" | "developer" | "viewer";

export const ROLES: readonly Role[] = ["owner", "admin", "developer", "viewer"];

export type SsoSettings =
  | { idp: "builtin"; email_domains: string[]; default_role: Role }
  | { issuer: string; client_id: string; client_secret: string; email_domains: string[]; default_role: Role };

export interface Organization {
  id: string;
  name: string;
  slug: string;
  plan: "basic" | "professional" | "enterprise";
  daily_limit: number;
  sso?: SsoSettings;
  created_at: string;
}

export interface OrganizationSpec {
  name: string;
  plan?: Organization["plan"];
  daily_limit?: number;
  sso?: SsoSettings;
}

export interface OrganizationRegistry {
  create(spec: OrganizationSpec): Organization;
  get(id: string): Organization | undefined;
  bySlug(slug: string): Organization | undefined;
  /** The organisation whose sso.email_domains contains the address's domain. */
  byEmailDomain(domain: string): Organization | undefined;
  list(): Organization[];
  demo(): Organization;
  setSso(id: string, sso: SsoSettings | undefined): Organization | undefined;
}

export interface SessionClaims {
  sessionId: string;
  userId: string;
  organizationId: string;
  scopes: string[];
  expiresAt: number;
}

export type SessionVerifier = (cookieHeader: string) => Promise<SessionClaims | null>;
