import type { Hono } from "hono";
import { CLOCK_MAX_MS, CLOCK_MIN_MS, type Clock, isRepresentable } from "../domain/clock/clock";
import { toIso } from "../domain/clock/iso";
import { type SandboxSchemas, sandboxValidator, withRule } from "../contract/sandbox-validator";
import type { ValidationIssue } from "../contract/validation-issue";
import type { EngineContext } from "../engine/engine-types";
import type { AppEnv } from "../api/app-env";
import { validationProblem } from "../api/problem";
import { sandboxBody, sandboxQueryInput } from "./sandbox-body";

type ClockMove = SandboxSchemas["ClockMove"];

const MOVES = ["advance_seconds", "set", "real"] as const;

/**
 * sandbox.yaml's "one of the three fields", which JSON Schema's keywords here cannot state. Each
 * field after the first is blamed, so the pointer names a field that was sent.
 */
function oneMove(input: ClockMove): ValidationIssue[] {
  const [first, ...extra] = MOVES.filter((field) => input[field] !== undefined);
  return extra.map((field) => ({ pointer: `/${field}`, message: `cannot be sent with ${first}: send one of advance_seconds, set and real`, expected: "one field" }));
}

const clockMove = withRule(sandboxValidator("ClockMove"), oneMove, [...MOVES]);

const RANGE = `${toIso(CLOCK_MIN_MS)} to ${toIso(CLOCK_MAX_MS)}`;

/** Where the move would take the clock, or the issue that refuses it (nothing moves then). */
function target(clock: Clock, input: ClockMove): { ms: number } | ValidationIssue | undefined {
  if (input.advance_seconds !== undefined) {
    const ms = clock.now() + input.advance_seconds * 1000;
    if (isRepresentable(ms)) return { ms };
    return { pointer: "/advance_seconds", message: `would move the clock past ${toIso(CLOCK_MAX_MS)}; the clock stays within ${RANGE}` };
  }
  if (input.set !== undefined) {
    const ms = Date.parse(input.set);
    if (isRepresentable(ms)) return { ms };
    return { pointer: "/set", message: `must be within ${RANGE}` };
  }
  return undefined;
}

/** GET and POST /__sandbox/clock: read, advance, set or return the clock to real time. */
export function clockRoutes(router: Hono<AppEnv>, { clock }: EngineContext): void {
  const now = () => ({ now: toIso(clock.now()) });
  router.get("/clock", (c) => {
    sandboxQueryInput(c, "sandboxGetClock");
    return c.json(now());
  });
  router.post("/clock", async (c) => {
    sandboxQueryInput(c, "sandboxMoveClock");
    const input = await sandboxBody(c, clockMove);
    if (input.real) {
      if (!clock.real) throw validationProblem([{ pointer: "/real", message: "this engine runs on a clock its caller supplied, which cannot return to real time" }]);
      clock.real();
      return c.json(now());
    }
    const move = target(clock, input);
    if (move && "pointer" in move) throw validationProblem([move]);
    if (move) clock.set(Math.round(move.ms));
    return c.json(now());
  });
}
