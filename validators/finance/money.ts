/**
 * Whole cents of a dollar amount, rounded half away from zero as the amount is written: 1.005 is
 * stored as 1.00499999…, so the product is read back at 15 significant digits before rounding.
 * `|| 0` turns a negative zero into zero so a tiny negative amount never shows as '-$0'.
 */
export function toCents(amount: number): number {
  if (typeof amount !== 'number') return 0;
  const hundredths = Number((Math.abs(amount) * 100).toPrecision(15));
  return Math.sign(amount) * Math.round(hundredths) || 0;
}

/** A dollar amount rounded to the cent. */
export const roundToCent = (amount: number): number => toCents(amount) / 100;

/** The monthly rate of an annual percentage rate (6 → 0.005). */
export const monthlyRateOf = (annualRatePercent: number): number =>
  typeof annualRatePercent === 'number' ? annualRatePercent / 100 / 12 : Number.NaN;
