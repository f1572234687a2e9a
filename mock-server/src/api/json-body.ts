import type { Page } from "../store/collection";

// Stored records are never mutated (updates replace them), so each one's JSON and its UTF-8
// length can be kept, and a page assembled from those strings: listing is the hot path, and
// serialising was most of it. Knowing the length spares the transport a pass to measure it.
interface Json {
  text: string;
  bytes: number;
}

const serialized = new WeakMap<object, Json>();

const encoder = new TextEncoder();
const utf8Length = (text: string) => encoder.encode(text).length;

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

/** An answer's body as sent, and its length for `content-length`. */
export interface JsonAnswer {
  body: string;
  bytes: number;
}

/** The body to send for an operation's result. */
export function jsonAnswer(value: unknown): JsonAnswer {
  const { text, bytes } = toJsonBody(value);
  return { body: text, bytes };
}
