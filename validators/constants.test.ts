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

describe('business constants of spec §9 "General"', () => {
  it('holds the time-outs', () => {
    expect(idleTimeoutMs).toBe(120000);
    expect(requestTimeoutMs).toBe(30000);
    expect(seoRequestTimeoutMs).toBe(3000);
  });

  it('holds the cookie lives in their units and in seconds and milliseconds', () => {
    expect(memberCookieLifeDays).toBe(30);
    expect(memberCookieMaxAgeSeconds).toBe(2592000);
    expect(memberCookieMaxAgeMs).toBe(2592000000);
    expect(trackingCookieLifeHours).toBe(1);
    expect(trackingCookieMaxAgeSeconds).toBe(3600);
    expect(trackingCookieMaxAgeMs).toBe(3600000);
  });

  it('holds the pending periods, the expiry of Uninsured and the mobile breakpoint', () => {
    expect(paymentMethodUpdatePendingHours).toBe(24);
    expect(beneficiaryUpdatePendingHours).toBe(48);
    expect(uninsuredExpiryYears).toBe(2);
    expect(mobileBreakpointPx).toBe(900);
  });

  it('holds seconds per minute, hour and day', () => {
    expect([secondsPerMinute, secondsPerHour, secondsPerDay]).toEqual([60, 3600, 86400]);
  });

  it('holds the beneficiary text limit and the two coverage bands', () => {
    expect(beneficiaryTextLimit).toBe(240);
    expect(coverageBands).toEqual([
      { min: 50000, max: 200000 },
      { min: 250000, max: 600000 },
    ]);
  });
});
