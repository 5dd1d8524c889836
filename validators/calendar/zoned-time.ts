// Wall-clock times of an IANA time zone, read with the platform's Intl (every browser and Node
// has the zone data): a time-zone library would add about 3 KB gzipped to every page, since the
// ballot banner and the age check need these in the browser.

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

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** What the clocks and calendars of `timeZone` show at an instant (throws for an unknown zone). */
function partsAt(epochMs: number, timeZone: string): ZonedParts {
  const parts = zoneFormat(timeZone).formatToParts(epochMs);
  const text = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  const number = (type: Intl.DateTimeFormatPartTypes) => Number(text(type));
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    hour: number('hour'),
    minute: number('minute'),
    second: number('second'),
    weekday: weekdays.indexOf(text('weekday') ?? ''),
  };
}

/** The instant at which UTC clocks show the given wall-clock time (any year, 0099 too). */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
function offsetAt(epochMs: number, timeZone: string): number {
  const p = partsAt(epochMs, timeZone);
  const wholeSecond = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return utcMs(p.year, p.month, p.day, p.hour, p.minute, p.second) - wholeSecond;
}

/**
 * Config windows are read on every request (ballot and permissions in getUser) and a time-zone
 * conversion costs far more than the rule itself; the answer for a given text never changes.
 */
const zonedInstants = new Map<string, number>();
const zonedInstantCacheSize = 256;

const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The UTC instant showing the same wall-clock time as 'YYYY-MM-DD[THH:mm[:ss]]', or NaN. */
function wallTimeAsUtc(localDateTime: string): number {
  const match = localDateTimePattern.exec(localDateTime);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0));
  const ms = utcMs(year ?? 0, month ?? 0, day ?? 0, hour, minute, second);
  const back = new Date(ms);
  // Out of range (a 31 June, a 25:00) is a typo, not the next day.
  const fits =
    back.getUTCMonth() + 1 === month &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute;
  return fits ? ms : Number.NaN;
}

/**
 * The instant a wall-clock time ('YYYY-MM-DDTHH:mm') has in an IANA time zone, so config can say
 * "07/01/2025 00:00 America/New_York" and stay right on both sides of a DST change. A time the
 * clocks skip (spring forward) reads as the same time on the offset before the change; a time
 * they show twice (fall back), the first. An unknown zone or an unreadable time gives an Invalid
 * Date, which no window contains.
 */
export function zonedInstant(localDateTime: string, timeZone: string): Date {
  if (typeof localDateTime !== 'string' || typeof timeZone !== 'string')
    return new Date(Number.NaN);
  const key = `${timeZone} ${localDateTime}`;
  let epochMs = zonedInstants.get(key);
  if (epochMs === undefined) {
    const wall = wallTimeAsUtc(localDateTime);
    epochMs = Number.isNaN(wall)
      ? Number.NaN
      : (inKnownZone(() => {
          // The offsets a day before and after the wall time (read as UTC) bracket any change.
          const before = wall - offsetAt(wall - 3_600_000 * 24, timeZone);
          const after = wall - offsetAt(wall + 3_600_000 * 24, timeZone);
          // The first reading whose offset holds at its own instant (the earlier of two, when
          // the clocks show the time twice); none holds in a skipped hour: the earlier offset.
          const holds = (at: number) => at + offsetAt(at, timeZone) === wall;
          return [before, after].sort((a, b) => a - b).find(holds) ?? before;
        }) ?? Number.NaN);
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
  if (!isValidInstant(instant)) return undefined;
  return inKnownZone(() => {
    const local = partsAt(instant.getTime(), timeZone);
    return { weekday: local.weekday, minuteOfDay: local.hour * 60 + local.minute };
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
    const { year, month, day } = partsAt(instant.getTime(), timeZone);
    return { year, month, day };
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
