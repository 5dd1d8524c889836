import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { isValidInstant } from '../calendar';
import {
  beneficiaryUpdatePendingHours,
  paymentMethodUpdatePendingHours,
  secondsPerDay,
  secondsPerHour,
  secondsPerMinute,
} from '../constants';
import { toInstant, type AccountInput } from './member-account';

dayjs.extend(utc);

export type TimeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

const secondsPerUnit: Readonly<Record<TimeUnit, number>> = {
  seconds: 1,
  minutes: secondsPerMinute,
  hours: secondsPerHour,
  days: secondsPerDay,
};

function isTimeUnit(unit: unknown): unit is TimeUnit {
  return typeof unit === 'string' && Object.hasOwn(secondsPerUnit, unit);
}

/**
 * The instant a pending period that began at `since` ends. Unlike the rules, this helper throws:
 * a wrong unit or amount is a programming error that must not pass silently as "not pending".
 */
export function pendingUntil(since: string | Date, amount: number, unit: TimeUnit): Date {
  if (!isTimeUnit(unit)) {
    throw new Error(
      `Invalid time unit "${String(unit)}": use one of ${Object.keys(secondsPerUnit).join(', ')}`,
    );
  }
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw new Error(`Invalid pending amount "${String(amount)}": use a finite number of 0 or more`);
  }
  const start = toInstant(since);
  if (start === undefined) {
    throw new Error(`Invalid pending start "${String(since)}": use a date or an ISO date-time`);
  }
  return dayjs(start)
    .add(amount * secondsPerUnit[unit] * 1000, 'millisecond')
    .toDate();
}

/** Pending from the update up to, not including, the end instant; no readable date, no pending. */
function isPendingSince(
  lastUpdated: string | Date | null | undefined,
  hours: number,
  now: Date,
): boolean {
  const since = toInstant(lastUpdated);
  if (since === undefined || !isValidInstant(now)) return false;
  return now.getTime() < pendingUntil(since, hours, 'hours').getTime();
}

/** Spec §4: 24 hours after a payment-method update. */
export function isPaymentMethodUpdatePending(account: AccountInput, now: Date): boolean {
  return isPendingSince(account?.paymentMethodLastUpdated, paymentMethodUpdatePendingHours, now);
}

/** Spec §4: 48 hours after a beneficiary update. */
export function isBeneficiaryUpdatePending(account: AccountInput, now: Date): boolean {
  return isPendingSince(account?.beneLastUpdated, beneficiaryUpdatePendingHours, now);
}
