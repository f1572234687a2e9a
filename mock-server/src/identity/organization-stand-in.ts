import type { Clock } from "../clock/clock";
import type { Organization, OrganizationRegistry, OrganizationSpec, SsoSettings } from "./shared-contract";

// Stand-in until the organisations layer lands: the demo organisation, and `create` for tests.
// Nothing imports this file but the identity host's fallback; delete it when that layer exists.

const DEMO_ID = "org_demo";

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function createOrganizationStandIn(clock: Clock): OrganizationRegistry {
  const created = () => new Date(clock.now()).toISOString();
  const demo: Organization = {
    id: DEMO_ID,
    name: "Demo Realty",
    slug: "demo-realty",
    plan: "professional",
    daily_limit: 10_000,
    created_at: created(),
  };
  const organizations = new Map<string, Organization>([[demo.id, demo]]);
  let next = 1;
  const domainOf = (org: Organization) => org.sso?.email_domains ?? [];
  return {
    create(spec: OrganizationSpec): Organization {
      const org: Organization = {
        id: `org_${String(next++).padStart(6, "0")}`,
        name: spec.name,
        slug: slugOf(spec.name),
        plan: spec.plan ?? "basic",
        daily_limit: spec.daily_limit ?? 1_000,
        ...(spec.sso && { sso: spec.sso }),
        created_at: created(),
      };
      organizations.set(org.id, org);
      return org;
    },
    get: (id) => organizations.get(id),
    bySlug: (slug) => [...organizations.values()].find((org) => org.slug === slug),
    byEmailDomain: (domain) => [...organizations.values()].find((org) => domainOf(org).includes(domain.toLowerCase())),
    list: () => [...organizations.values()],
    demo: () => organizations.get(DEMO_ID) ?? demo,
    setSso(id: string, sso: SsoSettings | undefined) {
      const org = organizations.get(id);
      if (!org) return undefined;
      const { sso: _old, ...rest } = org;
      const updated: Organization = { ...rest, ...(sso && { sso }) };
      organizations.set(id, updated);
      return updated;
    },
  };
}
