import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivedAccountFlags } from './account-flags';
import type { MemberAccount } from './member-account';
import { memberPermissions } from './permissions';

const inWindow = new Date('2025-08-15T12:00:00Z');

describe('derived account flags (spec §3 "Derived user data")', () => {
  it('derives every flag from the account and the time', () => {
    const account: MemberAccount = {
      accountStatus: 'I',
      hasVoted: '1',
      paymentMethodLastUpdated: '2025-08-15T00:00:00Z',
      beneLastUpdated: '2025-08-10T00:00:00Z',
    };
    expect(derivedAccountFlags(account, inWindow)).toEqual({
      ballotAllowed: true,
      paymentAllowed: true,
      paymentMethodUpdatePending: true,
      hasVoted: true,
      beneUpdatePending: false,
    });
  });

  it('reads anything but the string 1 as not voted', () => {
    for (const hasVoted of ['0', '', null, undefined]) {
      expect(derivedAccountFlags({ accountStatus: 'S', hasVoted }, inWindow).hasVoted).toBe(false);
    }
  });

  it('never throws on account fields of unexpected types', () => {
    const account = fc.record({
      accountStatus: fc.anything(),
      affiliation: fc.anything(),
      mbaError: fc.anything(),
      hasVoted: fc.anything(),
      paymentMethodLastUpdated: fc.anything(),
      beneLastUpdated: fc.anything(),
      statusSince: fc.anything(),
    });
    fc.assert(
      fc.property(account, fc.date({ noInvalidDate: false }), (fields, now) => {
        const member = fields as unknown as MemberAccount;
        expect(() => derivedAccountFlags(member, now)).not.toThrow();
        expect(() => memberPermissions(member, now)).not.toThrow();
      }),
    );
  });
});
