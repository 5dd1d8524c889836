import { toNumber } from '../generic/values';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Spec §5 display: US dollars with 0 to 2 decimals. Whole amounts show none ('$1,000') and any
 * other amount shows both cent digits ('$4.50', never '$4.5'), after rounding to the cent.
 * Input that is not an amount formats as ''.
 */
export const formatUsd = (value: unknown): string => {
  const amount = toNumber(value);
  if (amount === undefined) return '';
  // `|| 0` turns a negative zero into zero so a tiny negative amount never shows as '-$0'.
  const cents = Math.round(amount * 100) || 0;
  if (!Number.isFinite(cents)) return '';
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
};
