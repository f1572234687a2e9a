/** Where a page ended: the sort position of its last item (creation time, then insertion order). */
export interface CursorPosition {
  t: number;
  s: number;
}

// Decimal keeps cursors short and URL-safe with no encoding pass per page; they stay opaque to
// clients all the same (the contract says so), and only this module reads them.
const CURSOR = /^cur_(-?\d{1,16})\.(\d{1,16})$/;

export function encodeCursor(position: CursorPosition): string {
  return `cur_${position.t}.${position.s}`;
}

/** The position in an opaque cursor, or null when it is not one this server issued. */
export function decodeCursor(cursor: string): CursorPosition | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const t = Number(match[1]);
  const s = Number(match[2]);
  return Number.isSafeInteger(t) && Number.isSafeInteger(s) ? { t, s } : null;
}
