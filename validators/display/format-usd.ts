import { toCents } from '../finance/money';
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
  // Beyond whole cents a double cannot count, there are no cents to show.
  if (!Number.isSafeInteger(Math.round(amount * 100))) return wholeDollars.format(amount);
  const cents = toCents(amount);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
};
