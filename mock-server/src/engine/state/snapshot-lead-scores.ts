import type { ValidationIssue } from "../../contract/validation-issue";
import type { SnapshotWorkspace } from "./snapshot-format";

/**
 * Adds to `issues` the leads that disagree with their score records. Scoring a lead copies its
 * ready score's `score` and `qualification_type` onto it and moves it out of `new` in one step
 * (lead-service.ts `qualify`); until then it has no score record, a null score and band, and is
 * `new`. Loaded otherwise, GET /leads/{id} and GET /leads/{id}/score would answer differently.
 *
 * `scored` is each lead id's score record index (the scores' one-per-lead check builds it), so
 * this is one pass over the leads with one lookup each; pointers are written only at a fault.
 * Whether the status is `qualified` or `nurturing` is left alone: that follows the server's
 * qualification threshold, an option of the server that loads the file, not of the file.
 */
export function leadScoreIssues(issues: ValidationIssue[], workspace: SnapshotWorkspace, scored: ReadonlyMap<string, number>, at: string): void {
  const { leads, scores } = workspace;
  const fault = (i: number, field: string, message: string) => issues.push({ pointer: `${at}/leads/${i}/${field}`, message });
  for (let i = 0; i < leads.length; i++) {
    const { id, score, qualification_type, status } = leads[i]!;
    const j = scored.get(id);
    if (j === undefined) {
      if (score !== null) fault(i, "score", `is ${score}, ${unscored(at)}: an unscored lead's is null`);
      if (qualification_type !== null) fault(i, "qualification_type", `is "${qualification_type}", ${unscored(at)}: an unscored lead's is null`);
      if (status !== "new") fault(i, "status", `is "${status}", ${unscored(at)}: an unscored lead is new`);
      continue;
    }
    const record = scores[j]!;
    if (score !== record.score) fault(i, "score", `is ${score}, ${recordHas(at, j)} ${record.score}`);
    if (qualification_type !== record.qualification_type) {
      fault(i, "qualification_type", `is ${JSON.stringify(qualification_type)}, ${recordHas(at, j)} "${record.qualification_type}"`);
    }
    if (status === "new") fault(i, "status", `is "new", but the lead has a score record (${at}/scores/${j}): a scored lead is nurturing or qualified`);
  }
}

const unscored = (at: string) => `but the lead has no score record in ${at}/scores`;
const recordHas = (at: string, j: number) => `but its score record ${at}/scores/${j} has`;
