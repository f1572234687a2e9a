// RFC 6750 §2.1: a Bearer credential is a b64token, 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" /
// "+" / "/" ) *"=". A key outside that grammar cannot be sent as `Authorization: Bearer …` (a
// space splits it, a newline ends the header, non-ASCII is not a header byte), so registering one
// makes a key that every request fails with.
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;
const TOKEN_CHARACTER = /[A-Za-z0-9\-._~+/]/;

/** The grammar in words, for errors that refuse a key. */
export const BEARER_TOKEN_RULE = "a Bearer token (RFC 6750: letters, digits, - . _ ~ + / and = only at the end)";

export function isBearerToken(value: string): boolean {
  return B64TOKEN.test(value);
}

/**
 * Why `value` is not a b64token, or undefined when it is. It names the first character at fault
 * by its position and kind, never the value itself: the value is a secret.
 */
export function bearerTokenProblem(value: string): string | undefined {
  if (isBearerToken(value)) return undefined;
  if (value === "") return "nothing in it";
  // By code point, so a position counts characters as a person does.
  const characters = [...value];
  const bodyLength = [...value.replace(/=+$/, "")].length;
  if (bodyLength === 0) return "no character before its =";
  for (const [index, character] of characters.entries()) {
    const at = `at character ${index + 1}`;
    if (character === "=" && index < bodyLength) return `"=" ${at}, where only the end may have =`;
    if (character !== "=" && !TOKEN_CHARACTER.test(character)) return `${describe(character)} ${at}`;
  }
  return undefined;
}

function describe(character: string): string {
  const code = character.codePointAt(0)!;
  const unicode = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  if (character === " ") return "a space";
  if (code < 0x20 || code === 0x7f) return `a control character (${unicode})`;
  if (code > 0x7e) return `a non-ASCII character (${unicode})`;
  return `"${character}"`;
}
