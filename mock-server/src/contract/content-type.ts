/**
 * The contract takes JSON bodies as `application/json` in UTF-8 (RFC 8259 §8.1), nothing else:
 * `application/json-patch+json` asks for patch semantics this API does not have, and a body
 * declared as UTF-16 would be read as something other than what the client meant.
 */
const MEDIA_TYPE = "application/json";

function charsetOf(parameters: string[]): string | undefined {
  for (const parameter of parameters) {
    const [name = "", value = ""] = parameter.split("=", 2).map((part) => part.trim());
    if (name.toLowerCase() === "charset") return value.replace(/^"(.*)"$/, "$1").toLowerCase();
  }
  return undefined;
}

/** Why a declared Content-Type is refused, or undefined when the body may be read as JSON. */
export function contentTypeRefusal(header: string): string | undefined {
  const [type = "", ...parameters] = header.split(";");
  if (type.trim().toLowerCase() !== MEDIA_TYPE) return `Send the body as ${MEDIA_TYPE} (got ${header.trim() || "an empty content type"}).`;
  const charset = charsetOf(parameters);
  if (charset !== undefined && charset !== "utf-8") return `Send JSON in UTF-8 (got charset=${charset}).`;
  return undefined;
}
