/** Edit distance counting a swap of neighbours as one edit (`prot` → `port`), for "did you mean" hints. */
function distance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const up = rows[i - 1]!;
      row[j] = Math.min(up[j]! + 1, row[j - 1]! + 1, up[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** The known name closest to `given`, if it is close enough to be a likely typo. */
export function closest(given: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of known) {
    const d = name.startsWith(given) && given.length >= 2 ? 1 : distance(given, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  // A third of the name may be wrong: `--prot` finds `--port`, `--verbose` finds nothing.
  return best !== undefined && bestDistance <= Math.max(1, Math.floor(best.length / 3)) ? best : undefined;
}

/** ` (did you mean …?)`, or nothing. */
export function didYouMean(given: string, known: readonly string[], prefix = ""): string {
  const match = closest(given, known);
  return match === undefined ? "" : `; did you mean ${prefix}${match}?`;
}
