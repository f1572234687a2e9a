// Number formats for generated English text. Plain string work rather than Intl: it reads the
// same on every runtime (no ICU data needed) and costs a fraction of Intl.NumberFormat per call,
// which matters across thousands of demo listing descriptions.

/** 1385000 → "1,385,000" (rounded to a whole number first). */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n <= -0.5 ? `-${out}` : out;
}

/** 2.1 → "2.1", 4 → "4.0". */
export const formatDecimal = (n: number): string => n.toFixed(1);

/** 1385000 → "$1,385,000". */
export const formatDollars = (n: number): string => `${n < 0 ? "-" : ""}$${formatCount(Math.abs(n))}`;
