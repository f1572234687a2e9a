import type { Plan } from "./plans";

export const ROLES = ["owner", "admin", "developer", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export type SsoSettings =
  | { idp: "builtin"; email_domains: string[]; default_role: Role }
  | { issuer: string; client_id: string; client_secret: string; email_domains: string[]; default_role: Role };

/** An account: every record, key, counter and user belongs to exactly one. */
export interface Organization {
  id: string;
  name: string;
  slug: string;
  plan: Plan;
  daily_limit: number;
  sso?: SsoSettings;
  created_at: string;
}

export interface OrganizationSpec {
  name: string;
  plan?: Plan;
  daily_limit?: number;
  sso?: SsoSettings;
}

export const DEMO_ORGANIZATION = { name: "Demo Realty", slug: "demo-realty" } as const;

// Fixed rather than drawn: saved states name it, and drawing it would shift every seeded id after it.
export const DEMO_ORGANIZATION_ID = "org_demo";
