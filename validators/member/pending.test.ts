import { describe, expect, it } from 'vitest';
import type { MemberAccount } from './member-account';
import {
  isBeneficiaryUpdatePending,
  isPaymentMethodUpdatePending,
  pendingUntil,
  type TimeUnit,
} from './pending';

const updated = '2025-05-01T12:00:00Z';
const plus = (hours: number, ms = 0): Date =>
  new Date(new Date(updated).getTime() + hours * 3600000 + ms);

describe('pendingUntil', () => {
  it('adds seconds, minutes, hours and days (60, 3600, 86400 seconds)', () => {
    expect(pendingUntil(updated, 90, 'seconds').toISOString()).toBe('2025-05-01T12:01:30.000Z');
    expect(pendingUntil(updated, 30, 'minutes').toISOString()).toBe('2025-05-01T12:30:00.000Z');
    expect(pendingUntil(updated, 24, 'hours').toISOString()).toBe('2025-05-02T12:00:00.000Z');
    expect(pendingUntil(new Date(updated), 2, 'days').toISOString()).toBe(
      '2025-05-03T12:00:00.000Z',
    );
  });

  it('counts elapsed time, not wall-clock days, across a DST change', () => {
    expect(pendingUntil('2025-03-08T12:00:00Z', 1, 'days').toISOString()).toBe(
      '2025-03-09T12:00:00.000Z',
    );
  });

  it('throws a clear error on an invalid unit', () => {
    expect(() => pendingUntil(updated, 1, 'weeks' as TimeUnit)).toThrow(
      /Invalid time unit "weeks"/,
    );
    expect(() => pendingUntil(updated, 1, '' as TimeUnit)).toThrow(/Invalid time unit/);
    expect(() => pendingUntil(updated, 1, 'toString' as TimeUnit)).toThrow(/Invalid time unit/);
  });

  it('throws a clear error on an invalid amount or start', () => {
    expect(() => pendingUntil(updated, -1, 'hours')).toThrow(/Invalid pending amount/);
    expect(() => pendingUntil(updated, Number.NaN, 'hours')).toThrow(/Invalid pending amount/);
    expect(() => pendingUntil(updated, Number.POSITIVE_INFINITY, 'hours')).toThrow(
      /Invalid pending amount/,
    );
    expect(() => pendingUntil('yesterday', 1, 'hours')).toThrow(/Invalid pending start/);
  });
});

describe('payment-method update pending (24 hours)', () => {
  const account: MemberAccount = { accountStatus: 'I', paymentMethodLastUpdated: updated };

  it('is pending up to, not including, 24 hours after the update', () => {
    expect(isPaymentMethodUpdatePending(account, plus(0))).toBe(true);
    expect(isPaymentMethodUpdatePending(account, plus(24, -1))).toBe(true);
    expect(isPaymentMethodUpdatePending(account, plus(24))).toBe(false);
  });

  it('is not pending without a readable update date', () => {
    expect(isPaymentMethodUpdatePending({ accountStatus: 'I' }, plus(1))).toBe(false);
    expect(
      isPaymentMethodUpdatePending(
        { accountStatus: 'I', paymentMethodLastUpdated: 'n/a' },
        plus(1),
      ),
    ).toBe(false);
  });
});

describe('beneficiary update pending (48 hours)', () => {
  const account: MemberAccount = { accountStatus: 'I', beneLastUpdated: new Date(updated) };

  it('is pending up to, not including, 48 hours after the update', () => {
    expect(isBeneficiaryUpdatePending(account, plus(24))).toBe(true);
    expect(isBeneficiaryUpdatePending(account, plus(48, -1))).toBe(true);
    expect(isBeneficiaryUpdatePending(account, plus(48))).toBe(false);
  });

  it('is not pending without an update date', () => {
    expect(isBeneficiaryUpdatePending({ accountStatus: 'I', beneLastUpdated: null }, plus(1))).toBe(
      false,
    );
  });
});
