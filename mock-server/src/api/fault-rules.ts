import { type Operation, operations } from "../contract/operations";
import { closest } from "../contract/suggest";
import type { ValidationIssue } from "../contract/validation-issue";
import type { components } from "../contract/generated/sandbox";
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

/** A route's literal text, `{name}` segments and `*` globs, with the API prefix dropped. */
const routeParts = (route: string): string[] => route.replace(API_PREFIX, "").split(/(\{[^}]+\}|\*)/);

function routeMatcher(route: string | null): (operation: Operation, path: string) => boolean {
  if (route === null) return () => true;
  const pattern = new RegExp(
    `^${routeParts(route).map((part) => (part === "*" ? ".*" : part.startsWith("{") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))).join("")}/?$`,
  );
  return (operation, path) => operation.id === route || pattern.test(path.replace(API_PREFIX, ""));
}

// To tell whether a route can match any request at all, the route (as routeMatcher reads it) and
// each operation's path template are read as patterns over characters, and their product walked:
// they overlap when both can end together. A class is one character, SEGMENT any but `/`, ANY any.
const SEGMENT = "segment";
const ANY = "any";
type Atom = { class: string; times: "1" | "?" | "*" };

function atoms(parts: string[]): Atom[] {
  return parts.flatMap((part): Atom[] => {
    if (part === "*") return [{ class: ANY, times: "*" }];
    if (part.startsWith("{")) return [{ class: SEGMENT, times: "1" }, { class: SEGMENT, times: "*" }];
    return [...part].map((char) => ({ class: char, times: "1" }));
  });
}

const meet = (a: string, b: string) => a === ANY || b === ANY || (a === SEGMENT ? b !== "/" : b === SEGMENT ? a !== "/" : a === b);

function overlap(a: Atom[], b: Atom[]): boolean {
  const width = b.length + 1;
  const seen = new Set<number>();
  const pending = [0];
  for (let state = pending.pop(); state !== undefined; state = pending.pop()) {
    if (seen.has(state)) continue;
    seen.add(state);
    const [i, j] = [Math.floor(state / width), state % width];
    if (i === a.length && j === b.length) return true;
    const [x, y] = [a[i], b[j]];
    if (x && x.times !== "1") pending.push(state + width);
    if (y && y.times !== "1") pending.push(state + 1);
    if (x && y && meet(x.class, y.class)) pending.push((x.times === "*" ? i : i + 1) * width + (y.times === "*" ? j : j + 1));
  }
  return false;
}

const templates = operations.map((operation) => ({ operation, atoms: atoms(operation.path.split(/(\{[^}]+\})/)) }));
const knownRoutes = [...operations.map(({ id }) => id), ...new Set(operations.map(({ path }) => path))];
const ROUTE_FORMS = "an operationId (createLead) or a path below /v1 or /api/v1 (/leads, /leads/{lead_id}, /leads/*, *)";

/** The operations a route can reach (every one for no route). */
function reachable(route: string): Operation[] {
  const routeAtoms = [...atoms(routeParts(route)), { class: "/", times: "?" } as const];
  return templates.filter(({ operation, atoms }) => operation.id === route || overlap(routeAtoms, atoms)).map(({ operation }) => operation);
}

/** The status a failing rule answers when it names none. */
const DEFAULT_STATUS = 503;

/**
 * A fault whose route or method no request of the API can meet is stored and never fires, which
 * would make the test that relies on it pass without testing anything: it is refused instead. So
 * is one whose status an operation it reaches does not document: a client would be tested
 * against an answer the service never gives.
 */
export function faultIssues(input: FaultInput): ValidationIssue[] {
  const { route, method } = input;
  const reached = typeof route === "string" ? reachable(route) : operations;
  if (reached.length === 0) {
    const text = route as string;
    const prefix = API_PREFIX.exec(text)?.[0] ?? "";
    const near = closest(text.slice(prefix.length), knownRoutes);
    const hint = near === undefined ? "" : `; did you mean ${near.startsWith("/") ? prefix + near : near}?`;
    return [{ pointer: "/route", message: `${text} matches no operation of the API${hint}`, expected: ROUTE_FORMS }];
  }
  const wanted = typeof method === "string" ? method.toUpperCase() : undefined;
  const targets = wanted === undefined ? reached : reached.filter((operation) => operation.method === wanted);
  if (targets.length === 0) {
    const answered = [...new Set(reached.map((operation) => operation.method))].join(", ");
    return [{ pointer: "/method", message: `no operation that ${route} matches answers ${wanted}`, expected: answered }];
  }
  return statusIssues(input, targets);
}

function statusIssues({ status, mode, latency_ms }: FaultInput, targets: readonly Operation[]): ValidationIssue[] {
  // A rule that only slows requests down, or cuts the connection, answers no status.
  if (mode === "drop_connection" || (mode === undefined && status === undefined && (latency_ms ?? 0) > 0)) return [];
  const answered = status ?? DEFAULT_STATUS;
  const undocumented = targets.filter((operation) => !(String(answered) in operation.responses));
  if (undocumented.length === 0) return [];
  const failures = (operation: Operation) => Object.keys(operation.responses).filter((code) => /^5\d\d$/.test(code));
  const allowed = failures(targets[0]!).filter((code) => targets.every((operation) => failures(operation).includes(code)));
  const named = undocumented.slice(0, 3).map((operation) => operation.id).join(", ");
  const more = undocumented.length > 3 ? ` and ${undocumented.length - 3} more` : "";
  return [{
    pointer: "/status",
    message: `${answered} is not documented for ${named}${more} in openapi.yaml; a fault answers only statuses its operations document`,
    expected: allowed.length > 0 ? `one of ${allowed.join(", ")}` : "no failure status is documented by every operation the rule reaches",
  }];
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
    status: input.status ?? DEFAULT_STATUS,
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
