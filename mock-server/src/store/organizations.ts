import { slugify } from "../domain/city-slug";
import { dailyLimitOf, type Plan } from "../domain/plans";
import type { Clock } from "../domain/clock/clock";
import { toIso } from "../domain/clock/iso";
import { DEMO_ORGANIZATION, DEMO_ORGANIZATION_ID, type Organization, type OrganizationSpec, type SsoSettings } from "../domain/organization";
import type { IdGenerator } from "./ids";

export { DEMO_ORGANIZATION, DEMO_ORGANIZATION_ID, ROLES } from "../domain/organization";
export type { Organization, OrganizationSpec, Role, SsoSettings } from "../domain/organization";

const DEMO_PLAN: Plan = "professional";

export interface OrganizationRegistry {
  create(spec: OrganizationSpec): Organization;
  get(id: string): Organization | undefined;
  bySlug(slug: string): Organization | undefined;
  byEmailDomain(domain: string): Organization | undefined;
  list(): Organization[];
  demo(): Organization;
  setSso(id: string, sso: SsoSettings | undefined): Organization | undefined;
  /** State import; the demo organisation is replaced by its saved copy. */
  restore(organizations: readonly Organization[]): void;
  clear(): void;
}

/** "Acme Homes, Inc." → "acme-homes-inc"; never empty. */
const slugOf = (name: string): string => slugify(name, "-").slice(0, 48) || "organization";

export function createOrganizationRegistry(deps: { ids: IdGenerator; clock: Clock }): OrganizationRegistry {
  const byId = new Map<string, Organization>();
  const demoRecord = (): Organization => ({
    id: DEMO_ORGANIZATION_ID,
    ...DEMO_ORGANIZATION,
    plan: DEMO_PLAN,
    daily_limit: dailyLimitOf(DEMO_PLAN),
    created_at: toIso(deps.clock.now()),
  });
  const slugs = () => new Set([...byId.values()].map((org) => org.slug));
  const uniqueSlug = (name: string) => {
    const base = slugOf(name);
    const taken = slugs();
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  };
  const put = (org: Organization) => void byId.set(org.id, org);
  put(demoRecord());

  return {
    create(spec) {
      const plan = spec.plan ?? "basic";
      const org: Organization = {
        id: deps.ids("org"),
        name: spec.name,
        slug: uniqueSlug(spec.name),
        plan,
        daily_limit: dailyLimitOf(plan, spec.daily_limit),
        ...(spec.sso ? { sso: spec.sso } : {}),
        created_at: toIso(deps.clock.now()),
      };
      put(org);
      return org;
    },
    get: (id) => byId.get(id),
    bySlug: (slug) => [...byId.values()].find((org) => org.slug === slug),
    byEmailDomain(domain) {
      const wanted = domain.toLowerCase();
      return [...byId.values()].find((org) => org.sso?.email_domains.some((d) => d.toLowerCase() === wanted));
    },
    list: () => [...byId.values()],
    demo() {
      let demo = byId.get(DEMO_ORGANIZATION_ID);
      if (!demo) put((demo = demoRecord()));
      return demo;
    },
    setSso(id, sso) {
      const org = byId.get(id);
      if (!org) return undefined;
      const { sso: _previous, ...rest } = org;
      const updated: Organization = sso ? { ...rest, sso } : rest;
      put(updated);
      return updated;
    },
    restore(organizations) {
      byId.clear();
      for (const org of organizations) put({ ...org });
      if (!byId.has(DEMO_ORGANIZATION_ID)) put(demoRecord());
    },
    clear() {
      byId.clear();
      put(demoRecord());
    },
  };
}
