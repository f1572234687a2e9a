import type { Page } from "../store/collection";

// Stored records are never mutated (updates replace them), so each one's JSON and its UTF-8
// length can be kept, and a page assembled from those strings: listing is the hot path, and
// serialising was most of it. Knowing the length spares the transport a pass to measure it.
interface Json {
  text: string;
  bytes: number;
}

const serialized = new WeakMap<object, Json>();

/** UTF-8 length of `text`, counting each surrogate pair as the four bytes it encodes to. */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    bytes += code < 0x800 ? 1 : code >= 0xd800 && code < 0xdc00 && i + 1 < text.length ? (i++, 2) : 2;
  }
  return bytes;
}

function json(value: unknown): Json {
  const text = JSON.stringify(value);
  return { text, bytes: utf8Length(text) };
}

function recordJson(record: object): Json {
  let cached = serialized.get(record);
  if (cached === undefined) serialized.set(record, (cached = json(record)));
  return cached;
}

const isPage = (value: unknown): value is Page<object> =>
  typeof value === "object" && value !== null && Array.isArray((value as Page<object>).data) && "next_cursor" in value;

/** JSON text of an operation's result and its UTF-8 length; pages reuse records served before. */
export function toJsonBody(value: unknown): Json {
  if (!isPage(value)) return json(value);
  const cursor = value.next_cursor === null ? "null" : JSON.stringify(value.next_cursor);
  const end = `],"has_more":${value.has_more},"next_cursor":${cursor}}`;
  // Concatenated, not joined: Node prepends the status line and headers to a string body and
  // flattens the result once as it writes, so a joined copy would be made only to be copied again.
  let text = '{"data":[';
  let bytes = text.length + utf8Length(end);
  const { data } = value;
  for (let i = 0; i < data.length; i++) {
    const json = recordJson(data[i]!);
    text += i > 0 ? "," + json.text : json.text;
    bytes += json.bytes + (i > 0 ? 1 : 0);
  }
  return { text: text + end, bytes };
}

/** An answer's body as sent: text, or bytes encoded once for a page served again unchanged. */
export interface JsonAnswer {
  body: string | Uint8Array<ArrayBuffer>;
  bytes: number;
}

const encoder = new TextEncoder();

// The last page answered. The same listing asked again (a client polling a list) is the same
// records, so the same text; kept encoded, it is written without Node flattening and encoding
// 9 KB of concatenated string per request. A write replaces a record, which ends the match.
let lastPage: { page: Page<object>; text: string; answer?: JsonAnswer } | undefined;

const samePage = (a: Page<object>, b: Page<object>): boolean =>
  a.data.length === b.data.length && a.has_more === b.has_more && a.next_cursor === b.next_cursor && a.data.every((record, i) => record === b.data[i]);

/** The body to send for an operation's result; a page seen twice in a row is encoded once. */
export function jsonAnswer(value: unknown): JsonAnswer {
  if (!isPage(value)) return toAnswer(toJsonBody(value));
  if (lastPage !== undefined && samePage(lastPage.page, value)) {
    // Encoded on the second sight only, so paging through a listing pays no encoding.
    if (lastPage.answer === undefined) {
      const body = encoder.encode(lastPage.text);
      lastPage.answer = { body, bytes: body.length };
    }
    return lastPage.answer;
  }
  const json = toJsonBody(value);
  lastPage = { page: value, text: json.text };
  return toAnswer(json);
}

const toAnswer = ({ text, bytes }: Json): JsonAnswer => ({ body: text, bytes });
