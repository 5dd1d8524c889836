import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { MemberAccount } from './member-account';
import { derivedAccountFlags } from './account-flags';
import { effectiveMemberStatus } from './member-status';
import { isPaymentMethodUpdatePending } from './pending';
import { memberPermissions } from './permissions';

const inWindow = new Date('2025-08-15T12:00:00Z');
const outOfWindow = new Date('2025-12-15T12:00:00Z');

const nothing = {
  payment: false,
  paymentMethodUpdate: false,
  beneUpdate: false,
  nationalGuardCert: false,
  ballot: false,
  vote: false,
};

describe('member permissions', () => {
  it('gives an in-force member in the election window everything but Guard certificates', () => {
    expect(memberPermissions({ accountStatus: 'I' }, inWindow)).toEqual({
      payment: true,
      paymentMethodUpdate: true,
      beneUpdate: true,
      nationalGuardCert: false,
      ballot: true,
      vote: true,
    });
  });

  it('takes the vote away once the member has voted', () => {
    const voted = memberPermissions({ accountStatus: 'S', hasVoted: '1' }, inWindow);
    expect(voted.ballot).toBe(true);
    expect(voted.vote).toBe(false);
    expect(memberPermissions({ accountStatus: 'S', hasVoted: '0' }, inWindow).vote).toBe(true);
  });

  it('gives no ballot and no vote outside the window', () => {
    const permissions = memberPermissions({ accountStatus: 'I' }, outOfWindow);
    expect(permissions.ballot).toBe(false);
    expect(permissions.vote).toBe(false);
    expect(permissions.payment).toBe(true);
  });

  it('holds back payment-method and beneficiary updates while pending', () => {
    const account: MemberAccount = {
      accountStatus: 'I',
      paymentMethodLastUpdated: '2025-08-15T00:00:00Z',
      beneLastUpdated: '2025-08-14T00:00:00Z',
    };
    const permissions = memberPermissions(account, inWindow);
    expect(permissions.payment).toBe(true);
    expect(permissions.paymentMethodUpdate).toBe(false);
    expect(permissions.beneUpdate).toBe(false);
    const later = memberPermissions(account, new Date('2025-08-16T00:00:00Z'));
    expect(later.paymentMethodUpdate).toBe(true);
    expect(later.beneUpdate).toBe(true);
  });

  it('bars a National Guard member from paying but grants Guard certificates', () => {
    const permissions = memberPermissions({ accountStatus: 'I', affiliation: 'MAS' }, inWindow);
    expect(permissions.payment).toBe(false);
    expect(permissions.paymentMethodUpdate).toBe(false);
    expect(permissions.nationalGuardCert).toBe(true);
    expect(permissions.beneUpdate).toBe(true);
  });

  it('gives an Uninsured member the ballot only', () => {
    expect(memberPermissions({ accountStatus: 'B' }, inWindow)).toEqual({
      payment: false,
      paymentMethodUpdate: false,
      beneUpdate: false,
      nationalGuardCert: false,
      ballot: true,
      vote: true,
    });
  });

  it('gives nothing to a member with an account error', () => {
    const permissions = memberPermissions({ accountStatus: 'I', mbaError: 'Hold' }, inWindow);
    expect(permissions).toEqual(nothing);
  });

  it('never throws and keeps its implications for any account and time', () => {
    const text = fc.option(fc.string(), { nil: null });
    const when = fc.option(fc.oneof(fc.string(), fc.date({ noInvalidDate: false })), { nil: null });
    const account = fc.record({
      accountStatus: fc.constantFrom('I', 'S', 'B', 'E', 'T', 'N', 'U', 'P', '', 'x'),
      affiliation: text,
      mbaError: fc.option(fc.oneof(fc.string(), fc.boolean()), { nil: null }),
      hasVoted: fc.option(fc.constantFrom('0', '1', ''), { nil: null }),
      paymentMethodLastUpdated: when,
      beneLastUpdated: when,
      statusSince: when,
    });
    fc.assert(
      fc.property(account, fc.date({ noInvalidDate: false }), (member, now) => {
        const permissions = memberPermissions(member, now);
        if (permissions.vote) expect(permissions.ballot).toBe(true);
        if (permissions.paymentMethodUpdate) expect(permissions.payment).toBe(true);
        if (permissions.payment) expect(permissions.nationalGuardCert).toBe(false);
      }),
    );
  });

  it('reads the time only from its parameter, never from the clock', () => {
    const account: MemberAccount = {
      accountStatus: 'B',
      statusSince: '2024-01-01T00:00:00Z',
      beneLastUpdated: '2025-08-15T00:00:00Z',
    };
    const expected = memberPermissions(account, inWindow);
    vi.useFakeTimers();
    try {
      for (const clock of [
        '2000-01-01T00:00:00Z',
        '2025-08-15T12:00:00Z',
        '2099-01-01T00:00:00Z',
      ]) {
        vi.setSystemTime(new Date(clock));
        expect(memberPermissions(account, inWindow)).toEqual(expected);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('member rules on a missing account or a clock that is not a Date', () => {
  it.each([[null], [undefined]])('grants nothing to account %s, without throwing', (account) => {
    expect(memberPermissions(account, inWindow)).toEqual(nothing);
    expect(derivedAccountFlags(account, inWindow).paymentAllowed).toBe(false);
  });

  it.each([['2025-08-15'], [1755259200000], [null], [{}]])(
    'treats now = %j as no known time instead of throwing',
    (now) => {
      const account: MemberAccount = {
        accountStatus: 'B',
        statusSince: '2020-01-01T00:00:00Z',
        paymentMethodLastUpdated: '2025-08-15T00:00:00Z',
        beneLastUpdated: '2025-08-15T00:00:00Z',
      };
      const clock = now as unknown as Date;
      expect(effectiveMemberStatus(account, clock)).toBe('B');
      expect(isPaymentMethodUpdatePending(account, clock)).toBe(false);
      expect(memberPermissions(account, clock).ballot).toBe(false);
    },
  );
});
