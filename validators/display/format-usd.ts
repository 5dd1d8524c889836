import { toNumber } from '../generic/values';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Rounds half away from zero to the cent as the amount is written: 1.005 is stored as
 * 1.00499999…, so the product is read back at 15 significant digits before rounding. `|| 0`
 * turns a negative zero into zero so a tiny negative amount never shows as '-$0'.
 */
const toCents = (amount: number): number => {
  const hundredths = Number((Math.abs(amount) * 100).toPrecision(15));
  return Math.sign(amount) * Math.round(hundredths) || 0;
};

/**
 * Spec §5 display: US dollars with 0 to 2 decimals. Whole amounts show none ('$1,000') and any
 * other amount shows both cent digits ('$4.50', never '$4.5'), after rounding to the cent.
 * Input that is not an amount formats as ''.
 */
export const formatUsd = (value: unknown): string => {
  const amount = toNumber(value);
  if (amount === undefined) return '';
  // Beyond whole cents a double cannot count, there are no cents to show.
  if (!Number.isSafeInteger(Math.round(amount * 100))) return wholeDollars.format(amount);
  const cents = toCents(amount);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
};
