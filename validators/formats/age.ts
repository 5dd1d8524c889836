import { calendarDate, isValidInstant } from '../calendar';
import { associationTimeZone } from '../constants';
import { isEmpty } from '../generic/values';
import { messages } from '../messages';
import type { Validation } from '../validation';
import { validateDate } from './date';

const datePattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export interface AgeBounds {
  min: number;
  max: number;
}

/**
 * Whole years from a valid MM/DD/YYYY date of birth to `now`, counted on the association's
 * calendar (New York) so the browser and the server agree whatever their time zones. Someone born
 * on 29 February turns a year older on 1 March in common years. Undefined for anything that is
 * not a valid date, for a birth after `now`, or for a `now` that is not a real Date.
 */
export function ageOn(
  dateOfBirth: unknown,
  now: Date,
  timeZone: string = associationTimeZone,
): number | undefined {
  if (typeof dateOfBirth !== 'string' || validateDate(dateOfBirth) !== undefined) return undefined;
  const match = datePattern.exec(dateOfBirth);
  if (!match || !isValidInstant(now)) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const today = calendarDate(now, timeZone);
  if (today === undefined) return undefined;
  const beforeBirthday = today.month < month || (today.month === month && today.day < day);
  const age = today.year - year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : undefined;
}

const isAgeRange = (value: unknown): value is AgeBounds =>
  value !== null &&
  typeof value === 'object' &&
  Number.isFinite((value as AgeBounds).min) &&
  Number.isFinite((value as AgeBounds).max);

/**
 * Spec §5 'Sorry, your age doesn't match the plan requirements': the age on `now` of a date of
 * birth lies within a plan's limits (both ends included; plans/ holds the limits per variant and
 * term). A malformed date gets the date message; a birth after `now`, limits that are not
 * limits or a clock that is not a Date match no plan.
 */
export const validateAge = (dateOfBirth: unknown, limits: AgeBounds, now: Date): Validation => {
  if (isEmpty(dateOfBirth)) return undefined;
  const dateProblem = validateDate(dateOfBirth);
  if (dateProblem !== undefined) return dateProblem;
  const age = ageOn(dateOfBirth, now);
  if (age === undefined || !isAgeRange(limits)) return messages.ageNotMatching;
  return age >= limits.min && age <= limits.max ? undefined : messages.ageNotMatching;
};

/**
 * A date of birth with no plan's age limits to meet (a sponsor's): a valid date (spec §5) that
 * is not after `now` on the association's calendar; a birth in the future is 'This field is
 * invalid'.
 */
export const validateDateOfBirth = (dateOfBirth: unknown, now: Date): Validation => {
  if (isEmpty(dateOfBirth)) return undefined;
  const dateProblem = validateDate(dateOfBirth);
  if (dateProblem !== undefined) return dateProblem;
  return ageOn(dateOfBirth, now) === undefined ? messages.invalid : undefined;
};
