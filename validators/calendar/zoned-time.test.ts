import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate, wallClock, zonedInstant } from './zoned-time';

// The time-zone library the project uses elsewhere, as the reference these readings must match.
dayjs.extend(utc);
dayjs.extend(timezone);

const zones = [
  'America/New_York',
  'America/Chicago',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Pacific/Guam',
  'Europe/London',
  'Australia/Adelaide',
  'Asia/Kolkata',
  'UTC',
];
const instants = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2200-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('readings of a time zone with Intl', () => {
  it("give the date and time of day the zone's clocks show, as the library does", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const local = dayjs(instant).tz(zone);
        expect(calendarDate(instant, zone)).toEqual({
          year: local.year(),
          month: local.month() + 1,
          day: local.date(),
        });
        expect(wallClock(instant, zone)).toEqual({
          weekday: local.day(),
          minuteOfDay: local.hour() * 60 + local.minute(),
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('read a wall-clock time back to the instant that shows it', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const local = dayjs(instant).tz(zone).format('YYYY-MM-DDTHH:mm');
        const read = zonedInstant(local, zone);
        // The instant read shows that wall time in the zone (the earlier one, if shown twice).
        expect(dayjs(read).tz(zone).format('YYYY-MM-DDTHH:mm')).toBe(local);
        expect(read.getTime()).toBeLessThanOrEqual(instant.getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it('read times around New York daylight-saving changes', () => {
    // Clocks skip 02:00–03:00 on 9 March 2025: 02:30 reads on the winter offset.
    expect(zonedInstant('2025-03-09T02:30', 'America/New_York').toISOString()).toBe(
      '2025-03-09T07:30:00.000Z',
    );
    expect(zonedInstant('2025-03-09T03:00', 'America/New_York').toISOString()).toBe(
      '2025-03-09T07:00:00.000Z',
    );
    // Clocks show 01:00–02:00 twice on 2 November 2025: the first.
    expect(zonedInstant('2025-11-02T01:30', 'America/New_York').toISOString()).toBe(
      '2025-11-02T05:30:00.000Z',
    );
    expect(zonedInstant('2025-11-02T02:00', 'America/New_York').toISOString()).toBe(
      '2025-11-02T07:00:00.000Z',
    );
  });

  it('refuse a time that is not one', () => {
    for (const text of ['2025-06-31T00:00', '2025-07-01T25:00', '2025-7-1', 'July', ''])
      expect(Number.isNaN(zonedInstant(text, 'America/New_York').getTime())).toBe(true);
    expect(zonedInstant('2025-07-01', 'America/New_York').toISOString()).toBe(
      '2025-07-01T04:00:00.000Z',
    );
    expect(wallClock(new Date(), 'Mars/Olympus')).toBeUndefined();
    expect(calendarDate(new Date(Number.NaN), 'UTC')).toBeUndefined();
  });
});
