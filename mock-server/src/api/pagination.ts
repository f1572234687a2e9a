import type { PageQuery } from "../store/collection";
import { decodeCursor } from "../store/cursor";
import { validationProblem } from "./problem";

/** Page size and start from validated query parameters (`limit` carries the contract's default). */
export function pageQuery(query: { limit?: unknown; cursor?: unknown }): Omit<PageQuery<never>, "filter"> {
  const limit = query.limit as number;
  if (typeof query.cursor !== "string") return { limit };
  const after = decodeCursor(query.cursor);
  if (!after) {
    throw validationProblem([
      { pointer: "/query/cursor", message: "is not a cursor this server issued", expected: "a next_cursor value from a previous page" },
    ]);
  }
  return { limit, after };
}
