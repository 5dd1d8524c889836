import { isEmpty } from '../generic/values';
import { messages } from '../messages';
import type { Validation } from '../validation';

const expiryPattern = /^(\d{2})\/(\d{4})$/;
const maxYearsAhead = 100;

/**
 * Spec §5: MM/YYYY, a real month, from the current month up to 100 years ahead. A card is
 * good through the last day of its month, so the current month still passes. `now` is read in
 * UTC so the answer does not depend on the machine's time zone.
 */
export const validateCardExpiry = (value: unknown, now: Date): Validation => {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string') return messages.mustBeString;
  const match = expiryPattern.exec(value);
  if (!match) return messages.cardExpiryFormat;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return messages.cardExpiryDate;
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return messages.cardExpiryDate;
  const expiry = year * 12 + (month - 1);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry >= current && expiry <= current + maxYearsAhead * 12
    ? undefined
    : messages.cardExpiryDate;
};
