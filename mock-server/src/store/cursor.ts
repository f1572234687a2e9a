/** Where a page ended: the sort position of its last item (creation time, then insertion order). */
export interface CursorPosition {
  t: number;
  s: number;
}

const PREFIX = "cur_";

export function encodeCursor(position: CursorPosition): string {
  const json = JSON.stringify({ t: position.t, s: position.s });
  return PREFIX + btoa(json).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The position in an opaque cursor, or null when it is not one this server issued. */
export function decodeCursor(cursor: string): CursorPosition | null {
  if (!cursor.startsWith(PREFIX)) return null;
  try {
    const parsed: unknown = JSON.parse(atob(cursor.slice(PREFIX.length).replace(/-/g, "+").replace(/_/g, "/")));
    const { t, s } = (parsed ?? {}) as Partial<CursorPosition>;
    return Number.isSafeInteger(t) && Number.isSafeInteger(s) ? { t: t as number, s: s as number } : null;
  } catch {
    return null;
  }
}
