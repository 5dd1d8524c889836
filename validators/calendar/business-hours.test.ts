import { describe, expect, it } from 'vitest';
import { businessHours, isBusinessHours, type BusinessHoursConfig } from './business-hours';

const at = (iso: string): Date => new Date(iso);

describe('business hours (spec §9: Mon-Thu 8am-6pm ET, Fri 8am-4pm ET)', () => {
  it('opens at 8am Eastern on a winter Monday (EST, UTC-5)', () => {
    expect(isBusinessHours(at('2025-01-06T12:59:59Z'))).toBe(false);
    expect(isBusinessHours(at('2025-01-06T13:00:00Z'))).toBe(true);
  });

  it('closes at 6pm Eastern Monday to Thursday, closing time excluded', () => {
    expect(isBusinessHours(at('2025-01-09T22:59:59Z'))).toBe(true);
    expect(isBusinessHours(at('2025-01-09T23:00:00Z'))).toBe(false);
  });

  it('closes at 4pm Eastern on Friday', () => {
    expect(isBusinessHours(at('2025-01-10T20:59:59Z'))).toBe(true);
    expect(isBusinessHours(at('2025-01-10T21:00:00Z'))).toBe(false);
  });

  it('is closed on weekends', () => {
    expect(isBusinessHours(at('2025-01-11T15:00:00Z'))).toBe(false);
    expect(isBusinessHours(at('2025-01-12T15:00:00Z'))).toBe(false);
  });

  it('follows daylight saving time (EDT, UTC-4)', () => {
    expect(isBusinessHours(at('2025-07-07T12:00:00Z'))).toBe(true);
    expect(isBusinessHours(at('2025-07-07T21:59:59Z'))).toBe(true);
    expect(isBusinessHours(at('2025-07-07T22:00:00Z'))).toBe(false);
  });

  it('is right on the Monday after clocks spring forward and fall back', () => {
    expect(isBusinessHours(at('2025-03-10T11:59:59Z'))).toBe(false);
    expect(isBusinessHours(at('2025-03-10T12:00:00Z'))).toBe(true);
    expect(isBusinessHours(at('2025-11-03T12:59:59Z'))).toBe(false);
    expect(isBusinessHours(at('2025-11-03T13:00:00Z'))).toBe(true);
  });

  it('uses the hours of the config it is given', () => {
    expect(businessHours.timeZone).toBe('America/New_York');
    const saturdayMornings: BusinessHoursConfig = {
      timeZone: 'America/New_York',
      days: { '6': { open: '09:00', close: '12:00' } },
    };
    expect(isBusinessHours(at('2025-01-11T15:00:00Z'), saturdayMornings)).toBe(true);
    expect(isBusinessHours(at('2025-01-06T15:00:00Z'), saturdayMornings)).toBe(false);
  });

  it('is closed, without throwing, when the config names an unknown time zone', () => {
    const monday10am = new Date('2025-11-17T15:00:00Z');
    expect(isBusinessHours(monday10am, { ...businessHours, timeZone: 'America/NewYork' })).toBe(
      false,
    );
  });

  it('is closed for an invalid date', () => {
    expect(isBusinessHours(new Date(Number.NaN))).toBe(false);
  });
});
