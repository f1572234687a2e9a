import type { Operation } from "../contract/operations";
import type { components } from "../generated/sandbox";
import type { IdGenerator } from "../store/ids";

export type FaultMode = components["schemas"]["FaultMode"];

/** A fault as POST /__sandbox/faults creates it and GET lists it (sandbox.yaml's `Fault`). */
export type FaultRule = components["schemas"]["Fault"];

export type FaultInput = Partial<Omit<FaultRule, "id">>;

/** What the fault rules do to one request. */
export interface FaultStrike {
  /** Sum of the latency of every rule that fired. */
  latencyMs: number;
  /** The first failing rule that fired, if any. */
  failure?: FaultRule;
}

export interface FaultRules {
  add(input: FaultInput): FaultRule;
  list(): FaultRule[];
  clear(): number;
  /** Rolls every matching rule for this request and counts the ones that fire. */
  strike(operation: Operation, method: string, path: string, beforeAuth?: boolean): FaultStrike;
}

const API_PREFIX = /^\/(?:api\/)?v1(?=\/|$)/;

function routeMatcher(route: string | null): (operation: Operation, path: string) => boolean {
  if (route === null) return () => true;
  const relative = route.replace(API_PREFIX, "");
  const pattern = new RegExp(
    `^${relative.split(/(\{[^}]+\}|\*)/).map((part) => (part === "*" ? ".*" : part.startsWith("{") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))).join("")}/?$`,
  );
  return (operation, path) => operation.id === route || pattern.test(path.replace(API_PREFIX, ""));
}

/** A rule without a mode or status but with latency only slows requests down. */
export function normalizeFault(input: FaultInput, id: string): FaultRule {
  const latencyOnly = input.mode === undefined && input.status === undefined && (input.latency_ms ?? 0) > 0;
  return {
    id,
    route: input.route ?? null,
    method: input.method?.toUpperCase() ?? null,
    count: input.count ?? null,
    rate: input.rate ?? 1,
    status: input.status ?? 503,
    latency_ms: input.latency_ms ?? 0,
    mode: latencyOnly ? null : (input.mode ?? "fail_before"),
    before_auth: input.before_auth ?? false,
  };
}

export function createFaultRules(ids: IdGenerator, chance: () => number): FaultRules {
  let rules: { rule: FaultRule; matches: ReturnType<typeof routeMatcher> }[] = [];
  return {
    add(input) {
      const rule = normalizeFault(input, ids("flt"));
      rules.push({ rule, matches: routeMatcher(rule.route) });
      return rule;
    },
    list: () => rules.map(({ rule }) => ({ ...rule })),
    clear() {
      const removed = rules.length;
      rules = [];
      return removed;
    },
    strike(operation, method, path, beforeAuth) {
      const strike: FaultStrike = { latencyMs: 0 };
      for (const entry of rules) {
        const { rule } = entry;
        if (beforeAuth !== undefined && rule.before_auth !== beforeAuth) continue;
        if (rule.method !== null && rule.method !== method) continue;
        if (!entry.matches(operation, path)) continue;
        if (rule.mode !== null && strike.failure) continue;
        if (chance() >= rule.rate) continue;
        strike.latencyMs += rule.latency_ms;
        if (rule.mode !== null) strike.failure = rule;
        if (rule.count !== null && --rule.count <= 0) rules = rules.filter((other) => other !== entry);
      }
      return strike;
    },
  };
}
