import { DEFAULT_ENTERPRISE_DAILY_LIMIT, PLAN_DAILY_LIMITS, PLANS } from "../domain/plans";
import { contract } from "../contract/generated/contract";
import { DEMO_ORGANIZATION_ID, ROLES } from "../domain/organization";

/** What the browser script needs to know, taken from the contract and the plans, never retyped. */
export interface ClientConfig {
  /**
   * The key the page sends to the public API as a bearer token. `null`: the page sends none, and
   * the browser's session cookie authenticates its calls instead.
   */
  apiKey: string | null;
  scopes: Record<string, string>;
  plans: Array<{ id: string; dailyLimit: number | null }>;
  defaultEnterpriseDailyLimit: number;
  propertyTypes: readonly string[];
  leadStatuses: readonly string[];
  listingStatuses: readonly string[];
  webhookEvents: readonly string[];
  /** A user's roles, for the Users and SSO pages. */
  roles: readonly string[];
  /** The organisation the page manages without a session: the demo one, whose key it holds. */
  demoOrganizationId: string;
  /** The header that marks the page's own calls, which the host's request journal recognises. */
  ownRequestHeader: string;
}

const { schemas, securitySchemes } = contract.components;

export function clientConfig(apiKey: string | null, ownRequestHeader: string): ClientConfig {
  return {
    apiKey,
    scopes: securitySchemes.oauth2.flows.authorizationCode.scopes,
    plans: PLANS.map((id) => ({ id, dailyLimit: id === "enterprise" ? null : PLAN_DAILY_LIMITS[id] })),
    defaultEnterpriseDailyLimit: DEFAULT_ENTERPRISE_DAILY_LIMIT,
    propertyTypes: schemas.PropertyType.enum,
    leadStatuses: schemas.LeadStatus.enum,
    listingStatuses: schemas.ListingStatus.enum,
    webhookEvents: schemas.WebhookEventType.enum,
    roles: ROLES,
    demoOrganizationId: DEMO_ORGANIZATION_ID,
    ownRequestHeader,
  };
}

/** JSON that is safe inside a <script> data block: `</script>` and `<!--` cannot close it early. */
export function embeddableJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
