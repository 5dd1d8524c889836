import { describe, expect, it } from 'vitest';
import type { MemberAccount } from './member-account';
import { isPaymentAllowed } from './payment';

const member = (accountStatus: string, extra: Partial<MemberAccount> = {}): MemberAccount => ({
  accountStatus,
  ...extra,
});

describe('payment allowed (spec §4: no error, status I, S or N, not National Guard)', () => {
  it('allows the in-force statuses', () => {
    for (const code of ['I', 'S', 'N']) expect(isPaymentAllowed(member(code))).toBe(true);
  });

  it('refuses the others', () => {
    for (const code of ['B', 'E', 'T', 'U', 'P', ''])
      expect(isPaymentAllowed(member(code))).toBe(false);
  });

  it('refuses a member with an account error', () => {
    expect(isPaymentAllowed(member('I', { mbaError: 'Bad address' }))).toBe(false);
    expect(isPaymentAllowed(member('I', { mbaError: '0' }))).toBe(true);
  });

  it('refuses a National Guard member', () => {
    expect(isPaymentAllowed(member('I', { affiliation: 'MAS' }))).toBe(false);
    expect(isPaymentAllowed(member('I', { affiliation: 'usaa' }))).toBe(true);
    expect(isPaymentAllowed(member('I', { affiliation: null }))).toBe(true);
  });
});
