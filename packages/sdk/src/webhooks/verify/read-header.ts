import { fail } from "../errors";
import type { HeadersLike } from "../types";

/**
 * Reads a header case-insensitively. Repeated headers (arrays from Node) are joined with a
 * comma, as HTTP combines repeated field lines.
 */
export function readHeader(headers: HeadersLike, name: string): string {
  const value = typeof headers.get === "function" ? (headers.get as (n: string) => string | null)(name) : lookup(headers as Record<string, unknown>, name);
  const text = Array.isArray(value) ? value.join(",") : value;
  if (typeof text !== "string" || text.trim() === "") return fail("missing_header", `missing ${name} header`);
  return text.trim();
}

function lookup(headers: Record<string, unknown>, name: string): unknown {
  if (Object.hasOwn(headers, name)) return headers[name];
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) return headers[key];
  return undefined;
}
