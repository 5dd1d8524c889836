import { associationTimeZone, zonedInstant } from '../../../validators';

/** `YYYY-MM-DD` (a date field's value): the association's day, as in its offices. */
export const dayPattern = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

export const startOfDay = (day: string): Date => zonedInstant(`${day}T00:00`, associationTimeZone);

/** The first instant after the day. */
export function endOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  return startOfDay(next);
}
