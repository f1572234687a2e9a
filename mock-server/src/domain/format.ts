// Plain string work rather than Intl: the same on every runtime, with or without ICU data.

/** 1385000 → "1,385,000" (rounded to a whole number first). */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n <= -0.5 ? `-${out}` : out;
}

export const formatDecimal = (n: number): string => n.toFixed(1);

export const formatDollars = (n: number): string => `${n < 0 ? "-" : ""}$${formatCount(Math.abs(n))}`;
