import { contract } from "../contract/generated/contract";

export type Plan = "basic" | "professional" | "enterprise";

export const PLANS: readonly Plan[] = ["basic", "professional", "enterprise"];

/** Requests per UTC day by plan; enterprise keys carry their own `daily_limit`. */
export const PLAN_DAILY_LIMITS: Record<Exclude<Plan, "enterprise">, number> = { basic: 1_000, professional: 10_000 };

export const DEFAULT_ENTERPRISE_DAILY_LIMIT = 100_000;

export function dailyLimitOf(plan: Plan, custom?: number): number {
  return plan === "enterprise" ? (custom ?? DEFAULT_ENTERPRISE_DAILY_LIMIT) : PLAN_DAILY_LIMITS[plan];
}

/** Per client IP a day without valid credentials: a flood of bad keys is throttled like any caller. */
export const ANONYMOUS_DAILY_LIMIT = 1_000;

export const SCOPES: readonly string[] = Object.keys(
  contract.components.securitySchemes.oauth2.flows.authorizationCode.scopes,
);
