import { describe, expect, it } from 'vitest';
import { election, type ElectionConfig } from '../calendar';
import { isBallotAllowed } from './ballot';
import type { MemberAccount } from './member-account';

const inWindow = new Date('2025-08-15T12:00:00Z');
const afterWindow = new Date('2025-10-17T04:00:00Z');
const member = (accountStatus: string, extra: Partial<MemberAccount> = {}): MemberAccount => ({
  accountStatus,
  ...extra,
});

describe('ballot allowed (spec §4: election window, no error, status I, S or B)', () => {
  it('allows I, S and B inside the window', () => {
    for (const code of ['I', 'S', 'B']) expect(isBallotAllowed(member(code), inWindow)).toBe(true);
  });

  it('refuses every other status', () => {
    for (const code of ['E', 'T', 'N', 'U', 'P', '', 'X']) {
      expect(isBallotAllowed(member(code), inWindow)).toBe(false);
    }
  });

  it('refuses outside the window, end excluded', () => {
    expect(isBallotAllowed(member('I'), afterWindow)).toBe(false);
    expect(isBallotAllowed(member('I'), new Date('2025-07-01T04:00:00Z'))).toBe(true);
  });

  it('refuses a member with an account error', () => {
    expect(isBallotAllowed(member('I', { mbaError: 'Returned mail' }), inWindow)).toBe(false);
    expect(isBallotAllowed(member('I', { mbaError: true }), inWindow)).toBe(false);
    expect(isBallotAllowed(member('I', { mbaError: null }), inWindow)).toBe(true);
  });

  it('refuses an Uninsured member whose status has expired', () => {
    expect(isBallotAllowed(member('B', { statusSince: '2023-08-15T12:00:00Z' }), inWindow)).toBe(
      false,
    );
    expect(isBallotAllowed(member('B', { statusSince: '2024-08-15T12:00:00Z' }), inWindow)).toBe(
      true,
    );
  });

  it('uses the election config it is given', () => {
    const next: ElectionConfig = {
      ...election,
      start: '2026-07-01T00:00',
      end: '2026-10-16T00:00',
    };
    expect(isBallotAllowed(member('S'), new Date('2026-08-01T12:00:00Z'), next)).toBe(true);
    expect(isBallotAllowed(member('S'), inWindow, next)).toBe(false);
  });
});
