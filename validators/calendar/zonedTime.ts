import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Runs a time-zone reading; Intl throws a RangeError for a zone it does not know (a config typo
 * such as 'America/NewYork'), which the rules answer as "no such time" instead of throwing.
 */
function inKnownZone<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * Config windows are read on every request (ballot and permissions in getUser) and a time-zone
 * conversion costs far more than the rule itself; the answer for a given text never changes.
 */
const zonedInstants = new Map<string, number>();
const zonedInstantCacheSize = 256;

/**
 * The instant a wall-clock time ('YYYY-MM-DDTHH:mm') has in an IANA time zone, so config can say
 * "07/01/2025 00:00 America/New_York" and stay right on both sides of a DST change. An unknown
 * zone gives an Invalid Date, which no window contains.
 */
export function zonedInstant(localDateTime: string, timeZone: string): Date {
  if (typeof localDateTime !== 'string' || typeof timeZone !== 'string')
    return new Date(Number.NaN);
  const key = `${timeZone} ${localDateTime}`;
  let epochMs = zonedInstants.get(key);
  if (epochMs === undefined) {
    epochMs = inKnownZone(() => dayjs.tz(localDateTime, timeZone).valueOf()) ?? Number.NaN;
    if (zonedInstants.size >= zonedInstantCacheSize) zonedInstants.clear();
    zonedInstants.set(key, epochMs);
  }
  return new Date(epochMs);
}

export interface WallClock {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight. */
  minuteOfDay: number;
}

/** The weekday and time of day an instant shows on the clocks of a time zone (none if unknown). */
export function wallClock(instant: Date, timeZone: string): WallClock | undefined {
  return inKnownZone(() => {
    const local = dayjs(instant).tz(timeZone);
    return { weekday: local.day(), minuteOfDay: local.hour() * 60 + local.minute() };
  });
}

export interface CalendarDate {
  year: number;
  /** 1 January to 12 December. */
  month: number;
  day: number;
}

/** The date an instant shows on the calendars of a time zone (none if the zone is unknown). */
export function calendarDate(instant: Date, timeZone: string): CalendarDate | undefined {
  if (!isValidInstant(instant)) return undefined;
  return inKnownZone(() => {
    const local = dayjs(instant).tz(timeZone);
    return { year: local.year(), month: local.month() + 1, day: local.date() };
  });
}

/** Minutes since midnight of an 'HH:mm' time. */
export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A real Date with a real time; anything else (a string, a number, an Invalid Date) is not. */
export function isValidInstant(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
