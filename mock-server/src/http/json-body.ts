import type { Page } from "../store/collection";

// Stored records are never mutated (updates replace them), so each one's JSON can be kept and
// a page assembled from those strings: listing is the hot path, and serialising is most of it.
const serialized = new WeakMap<object, string>();

function recordJson(record: object): string {
  let json = serialized.get(record);
  if (json === undefined) serialized.set(record, (json = JSON.stringify(record)));
  return json;
}

const isPage = (value: unknown): value is Page<object> =>
  typeof value === "object" && value !== null && Array.isArray((value as Page<object>).data) && "next_cursor" in value;

/** JSON text of an operation's result; pages reuse the text of records served before. */
export function toJsonBody(value: unknown): string {
  if (!isPage(value)) return JSON.stringify(value);
  return `{"data":[${value.data.map(recordJson).join(",")}],"has_more":${value.has_more},"next_cursor":${JSON.stringify(value.next_cursor)}}`;
}
