/** Business constants of spec §9 "General", named once for the browser and the server. */

export const secondsPerMinute = 60;
export const secondsPerHour = 3600;
export const secondsPerDay = 86400;

const millisecondsPerSecond = 1000;

/** A member idle this long is logged out. */
export const idleTimeoutMs = 120000;
/** Time-out of every call to the single API endpoint (spec §7: 30 seconds). */
export const requestTimeoutMs = 30000;
export const seoRequestTimeoutMs = 3000;

/** memberId, memberToken and memberName cookies. */
export const memberCookieLifeDays = 30;
export const memberCookieMaxAgeSeconds = memberCookieLifeDays * secondsPerDay;
/** utm_* tracking cookies. */
export const trackingCookieLifeHours = 1;
export const trackingCookieMaxAgeSeconds = trackingCookieLifeHours * secondsPerHour;
export const trackingCookieMaxAgeMs = trackingCookieMaxAgeSeconds * millisecondsPerSecond;
export const memberCookieMaxAgeMs = memberCookieMaxAgeSeconds * millisecondsPerSecond;

export const paymentMethodUpdatePendingHours = 24;
export const beneficiaryUpdatePendingHours = 48;
/** Spec §4: an Uninsured (B) member counts as Expired (E) after this many years. */
export const uninsuredExpiryYears = 2;

/** The association's clock: spec §9 gives working hours in ET and the election in New York time. */
export const associationTimeZone = 'America/New_York';

/** Below this width the layout is the mobile one. */
export const mobileBreakpointPx = 900;

/** Combined length of the beneficiaries' names, relationships and shares (spec §5), defined with its rule. */
export { beneficiaryTextLimit } from './beneficiaries';

export interface CoverageBand {
  min: number;
  max: number;
}

/** The two coverage bands of the rate tables, in US dollars of coverage. */
export const coverageBands: readonly CoverageBand[] = [
  { min: 50000, max: 200000 },
  { min: 250000, max: 600000 },
];
