import { fail } from "../errors";
import type { HeadersLike } from "../types";

/**
 * Reads a header case-insensitively. Repeated headers (arrays from Node) are joined with a
 * comma, as HTTP combines repeated field lines.
 */
export function readHeader(headers: HeadersLike, name: string): string {
  const value =
    typeof headers.get === "function"
      ? (headers.get as (n: string) => string | null)(name)
      : lookup(headers as Record<string, unknown>, name);
  const joined = Array.isArray(value) ? value.join(",") : value;
  const text = typeof joined === "string" ? joined.trim() : "";
  return text === "" ? fail("missing_header", `missing ${name}`) : text;
}

function lookup(headers: Record<string, unknown>, name: string): unknown {
  if (Object.hasOwn(headers, name)) return headers[name];
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) return headers[key];
  return undefined;
}
