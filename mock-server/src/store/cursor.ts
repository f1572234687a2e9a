/** Where a page ended: the sort position of its last item (creation time, then insertion order). */
export interface CursorPosition {
  t: number;
  s: number;
}

// Decimal keeps cursors short and URL-safe; the contract keeps them opaque all the same.
const CURSOR = /^cur_(-?\d{1,16})\.(\d{1,16})$/;

export function encodeCursor(position: CursorPosition): string {
  return `cur_${position.t}.${position.s}`;
}

/** Null when it is not a cursor this server issued. */
export function decodeCursor(cursor: string): CursorPosition | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const t = Number(match[1]);
  const s = Number(match[2]);
  return Number.isSafeInteger(t) && Number.isSafeInteger(s) ? { t, s } : null;
}
