import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  beneficiaryTextLimit,
  beneficiaryUpdatePendingHours,
  coverageBands,
  idleTimeoutMs,
  memberCookieLifeDays,
  memberCookieMaxAgeMs,
  memberCookieMaxAgeSeconds,
  mobileBreakpointPx,
  paymentMethodUpdatePendingHours,
  requestTimeoutMs,
  secondsPerDay,
  secondsPerHour,
  secondsPerMinute,
  seoRequestTimeoutMs,
  trackingCookieLifeHours,
  trackingCookieMaxAgeMs,
  trackingCookieMaxAgeSeconds,
  uninsuredExpiryYears,
} from './constants';

// The constants are read against the specification itself (spec §9 "General", the table of items
// and values), so that a constant and its test cannot drift from the spec together.
const spec = readFileSync(new URL('../../shared/spec/product-spec.md', import.meta.url), 'utf8');
const general = spec.slice(spec.indexOf('### General'), spec.indexOf('### Age and coverage'));

/** The value cell of the row named `item` in the spec's table, as written there. */
function specValue(item: string): string {
  const row = general.split('\n').find((line) => line.startsWith(`| ${item} |`));
  if (!row) throw new Error(`spec §9 has no row "${item}"`);
  return row.split('|')[2]?.trim() ?? '';
}

/** The numbers in a value cell, thousands separators read as such ("50,000-200,000"). */
const numbersIn = (value: string): number[] =>
  (value.match(/\d[\d,]*/g) ?? []).map((digits) => Number(digits.replaceAll(',', '')));

/** The one number in a value cell whose unit is `unit` ("30 days", "120000 ms"). */
function specNumber(item: string, unit: string): number {
  const value = specValue(item);
  expect(value, item).toMatch(new RegExp(`^[\\d,]+ ${unit}$`));
  return numbersIn(value)[0] ?? NaN;
}

describe('business constants of spec §9 "General"', () => {
  it('holds the time-outs', () => {
    expect(idleTimeoutMs).toBe(specNumber('Idle time-out', 'ms'));
    expect(requestTimeoutMs).toBe(specNumber('Request time-out', 's') * 1000);
    expect(seoRequestTimeoutMs).toBe(specNumber('SEO request time-out', 'ms'));
  });

  it('holds seconds per minute, hour and day', () => {
    expect([secondsPerMinute, secondsPerHour, secondsPerDay]).toEqual(
      numbersIn(specValue('Seconds per minute, hour, day')),
    );
  });

  it('holds the cookie lives in their units and in seconds and milliseconds', () => {
    const memberDays = specNumber('Member cookie life', 'days');
    const trackingHours = specNumber('Tracking cookie life', 'hour');
    expect(memberCookieLifeDays).toBe(memberDays);
    expect(memberCookieMaxAgeSeconds).toBe(memberDays * 24 * 60 * 60);
    expect(memberCookieMaxAgeMs).toBe(memberDays * 24 * 60 * 60 * 1000);
    expect(trackingCookieLifeHours).toBe(trackingHours);
    expect(trackingCookieMaxAgeSeconds).toBe(trackingHours * 60 * 60);
    expect(trackingCookieMaxAgeMs).toBe(trackingHours * 60 * 60 * 1000);
  });

  it('holds the pending periods and the mobile breakpoint', () => {
    expect(paymentMethodUpdatePendingHours).toBe(
      specNumber('Pending after payment-method update', 'hours'),
    );
    expect(beneficiaryUpdatePendingHours).toBe(
      specNumber('Pending after beneficiary update', 'hours'),
    );
    expect(mobileBreakpointPx).toBe(specNumber('Mobile breakpoint', 'px'));
  });

  it('holds the years after which Uninsured becomes Expired (spec §4)', () => {
    expect(uninsuredExpiryYears).toBe(
      Number(/Uninsured status becomes Expired after (\d+) years/.exec(spec)?.[1]),
    );
  });

  it('holds the beneficiary text limit and the two coverage bands', () => {
    expect(beneficiaryTextLimit).toBe(numbersIn(specValue('Beneficiary text limit'))[0]);
    const [lowMin, lowMax, highMin, highMax] = numbersIn(
      specValue('Coverage bands in rate tables'),
    );
    expect(coverageBands).toEqual([
      { min: lowMin, max: lowMax },
      { min: highMin, max: highMax },
    ]);
  });
});
