import { afterEach, describe, expect, it } from 'vitest';
import { isInTimeWindow, type TimeWindowConfig } from './time-window';
import { zonedInstant } from './zoned-time';

const newYork = (start: string, end: string): TimeWindowConfig => ({
  timeZone: 'America/New_York',
  start,
  end,
});

describe('a window whose config names an unknown time zone or an unreadable time', () => {
  it('is closed, without throwing', () => {
    const at = new Date('2025-08-01T12:00:00Z');
    const window = {
      timeZone: 'America/NewYork',
      start: '2025-07-01T00:00',
      end: '2025-10-17T00:00',
    };
    expect(isInTimeWindow(at, window)).toBe(false);
    expect(isInTimeWindow(at, { ...window, timeZone: 'America/New_York', start: 'July' })).toBe(
      false,
    );
    expect(Number.isNaN(zonedInstant('2025-07-01T00:00', 'Mars/Olympus').getTime())).toBe(true);
  });
});

describe('time windows across daylight-saving changes', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it('a New York day in which clocks spring forward lasts 23 hours', () => {
    const day = newYork('2025-03-09T00:00', '2025-03-10T00:00');
    expect(isInTimeWindow(new Date('2025-03-09T05:00:00Z'), day)).toBe(true);
    expect(isInTimeWindow(new Date('2025-03-10T03:59:59Z'), day)).toBe(true);
    expect(isInTimeWindow(new Date('2025-03-10T04:00:00Z'), day)).toBe(false);
  });

  it('a New York day in which clocks fall back lasts 25 hours', () => {
    const day = newYork('2025-11-02T00:00', '2025-11-03T00:00');
    expect(isInTimeWindow(new Date('2025-11-02T03:59:59Z'), day)).toBe(false);
    expect(isInTimeWindow(new Date('2025-11-02T04:00:00Z'), day)).toBe(true);
    expect(isInTimeWindow(new Date('2025-11-03T04:59:59Z'), day)).toBe(true);
    expect(isInTimeWindow(new Date('2025-11-03T05:00:00Z'), day)).toBe(false);
  });

  it('reads wall-clock times in winter and summer offsets', () => {
    expect(zonedInstant('2025-01-15T09:00', 'America/New_York').toISOString()).toBe(
      '2025-01-15T14:00:00.000Z',
    );
    expect(zonedInstant('2025-07-15T09:00', 'America/New_York').toISOString()).toBe(
      '2025-07-15T13:00:00.000Z',
    );
    expect(zonedInstant('2025-01-15T09:00', 'America/Chicago').toISOString()).toBe(
      '2025-01-15T15:00:00.000Z',
    );
  });

  it('gives the same answer whatever the machine time zone', () => {
    const window = newYork('2025-07-01T00:00', '2025-10-17T00:00');
    const instant = new Date('2025-07-01T04:00:00Z');
    const offsetsAtEpoch: Record<string, number> = {
      UTC: 0,
      'Asia/Tokyo': -540,
      'America/Los_Angeles': 480,
      'Australia/Adelaide': -570,
    };
    for (const [zone, offset] of Object.entries(offsetsAtEpoch)) {
      process.env.TZ = zone;
      expect(new Date(0).getTimezoneOffset()).toBe(offset);
      expect(zonedInstant('2025-07-01T00:00', 'America/New_York').toISOString()).toBe(
        '2025-07-01T04:00:00.000Z',
      );
      expect(isInTimeWindow(instant, window)).toBe(true);
    }
  });
});
