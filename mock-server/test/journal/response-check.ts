import type { Engine } from "../../src/engine/engine-types";

/**
 * Throws when the journal found the server's answer to `requestId` against openapi.yaml: each
 * response violation is a bug of the server, and test harnesses check every answer they get.
 */
export async function expectAnswerMatchesContract(engine: Pick<Engine, "journal">, requestId: string | null): Promise<void> {
  if (!requestId) return;
  const entry = await engine.journal.get(requestId);
  const found = entry?.violations.filter((violation) => violation.where === "response") ?? [];
  if (found.length === 0) return;
  const lines = found.map((v) => `  ${v.pointer || "(answer)"} ${v.message}${v.expected ? ` (expected ${v.expected})` : ""} [${v.rule ?? ""}]`);
  throw new Error(`The server answered ${entry!.method} ${entry!.path} with ${entry!.status} against openapi.yaml:\n${lines.join("\n")}`);
}
