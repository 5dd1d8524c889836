import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { branches, findBranch, isBranchId, validateBranch } from './branches';

describe('duty-status/branch list (spec §3)', () => {
  it('holds the nine entries in the spec order', () => {
    expect(branches.map((b) => `${b.id} ${b.code}`).slice(0, 6)).toEqual([
      '2 USA',
      '5 USN',
      '6 USAF',
      '4 USMC',
      '3 USCG',
      '1 USSF',
    ]);
    expect(branches.slice(6).map((b) => `${b.id} ${b.name}`)).toEqual([
      '8 Current Federal Employee',
      '9 Sponsored Spouse',
      '7 National Guard/Reserve',
    ]);
  });

  it('marks the six armed services', () => {
    expect(branches.filter((b) => b.service).map((b) => b.id)).toEqual([
      '2',
      '5',
      '6',
      '4',
      '3',
      '1',
    ]);
  });

  it('validates the ids forms store', () => {
    expect(isBranchId('7')).toBe(true);
    expect(isBranchId('0')).toBe(false);
    expect(isBranchId(2)).toBe(false);
    expect(findBranch('4')?.name).toBe('U.S. Marine Corps');
    expect(validateBranch('1')).toBeUndefined();
    expect(validateBranch('USA')).toBe(messages.invalid);
  });
});
