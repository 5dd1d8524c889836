import { associationTimeZone, zonedInstant } from '../../../validators';

/** A date-and-time field's value, `YYYY-MM-DDTHH:mm`, or empty. */
export const localTimePattern =
  '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d)?$';

/** The field's instant in the association's time zone; none for an empty field. */
export const instantOf = (local: string | undefined): Date | null =>
  local ? zonedInstant(local, associationTimeZone) : null;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: associationTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a date-and-time field shows it, in the association's time zone. */
export function localTimeOf(instant: Date | null): string {
  if (instant === null) return '';
  const part = (type: string) => parts.formatToParts(instant).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
