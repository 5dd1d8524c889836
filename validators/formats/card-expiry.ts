import { calendarDate } from '../calendar';
import { associationTimeZone } from '../constants';
import { isEmpty } from '../generic/values';
import { messages } from '../messages';
import type { Validation } from '../validation';

const expiryPattern = /^(\d{2})\/(\d{4})$/;
const maxYearsAhead = 100;

/**
 * Spec §5: MM/YYYY, a real month, from the current month up to 100 years ahead. A card is
 * good through the last day of its month, so the current month still passes. The month is the
 * association's (New York), as for ages: browser and server agree whatever their time zones, and
 * on the evening of a month's last day in the United States that month's card still passes.
 */
export const validateCardExpiry = (value: unknown, now: Date): Validation => {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string') return messages.mustBeString;
  const match = expiryPattern.exec(value);
  if (!match) return messages.cardExpiryFormat;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return messages.cardExpiryDate;
  const today = now instanceof Date ? calendarDate(now, associationTimeZone) : undefined;
  if (today === undefined) return messages.cardExpiryDate;
  const expiry = year * 12 + (month - 1);
  const current = today.year * 12 + (today.month - 1);
  return expiry >= current && expiry <= current + maxYearsAhead * 12
    ? undefined
    : messages.cardExpiryDate;
};
