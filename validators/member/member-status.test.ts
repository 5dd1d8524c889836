import { describe, expect, it } from 'vitest';
import { effectiveMemberStatus, isInForce } from './member-status';

const uninsuredSince = (statusSince: string | Date | null) => ({
  accountStatus: 'B',
  statusSince,
});

describe('effective member status (spec §4: Uninsured becomes Expired after 2 years)', () => {
  it('stays B until 2 years after the status began', () => {
    const account = uninsuredSince('2023-03-15T10:00:00Z');
    expect(effectiveMemberStatus(account, new Date('2025-03-15T09:59:59.999Z'))).toBe('B');
  });

  it('becomes E from the instant 2 years have passed', () => {
    const account = uninsuredSince('2023-03-15T10:00:00Z');
    expect(effectiveMemberStatus(account, new Date('2025-03-15T10:00:00Z'))).toBe('E');
    expect(effectiveMemberStatus(account, new Date('2030-01-01T00:00:00Z'))).toBe('E');
  });

  it('counts calendar years from a leap day', () => {
    const account = uninsuredSince('2024-02-29T00:00:00Z');
    expect(effectiveMemberStatus(account, new Date('2026-02-27T23:59:59Z'))).toBe('B');
    expect(effectiveMemberStatus(account, new Date('2026-02-28T00:00:00Z'))).toBe('E');
  });

  it('stays B without a readable statusSince', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(effectiveMemberStatus(uninsuredSince(null), now)).toBe('B');
    expect(effectiveMemberStatus(uninsuredSince('garbage'), now)).toBe('B');
    expect(effectiveMemberStatus({ accountStatus: 'B' }, now)).toBe('B');
  });

  it('leaves every other status as it is', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    for (const code of ['I', 'S', 'E', 'T', 'N', 'U', 'P']) {
      expect(effectiveMemberStatus({ accountStatus: code, statusSince: '2020-01-01' }, now)).toBe(
        code,
      );
    }
  });

  it('knows which effective statuses are in force', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(isInForce({ accountStatus: 'N' }, now)).toBe(true);
    expect(isInForce({ accountStatus: 'B' }, now)).toBe(false);
    expect(isInForce({ accountStatus: 'X' }, now)).toBe(false);
  });
});
