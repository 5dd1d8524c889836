import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  findMemberStatus,
  isMemberStatusCode,
  memberStatuses,
  validateMemberStatus,
} from './member-statuses';

describe('member statuses (spec §3 table)', () => {
  it('holds the eight rows of the spec with their flags', () => {
    expect(memberStatuses.map((s) => [s.code, s.inForce, s.ballot])).toEqual([
      ['I', true, true],
      ['S', true, true],
      ['B', false, true],
      ['E', false, false],
      ['T', false, false],
      ['N', true, false],
      ['U', false, false],
      ['P', false, false],
    ]);
  });

  it('names each status as the spec does', () => {
    expect(findMemberStatus('I')?.name).toBe('Inforce');
    expect(findMemberStatus('S')?.name).toBe('Grace Period');
    expect(findMemberStatus('B')?.name).toBe('Uninsured');
    expect(findMemberStatus('E')?.name).toBe('Expired Insured Member');
    expect(findMemberStatus('N')?.name).toBe('Sponsoring Spouse');
    expect(findMemberStatus('U')?.name).toBe('Unidentified Allotment');
    expect(findMemberStatus('X')).toBeUndefined();
  });

  it('in force statuses are I, S, N and ballot statuses I, S, B', () => {
    expect(memberStatuses.filter((s) => s.inForce).map((s) => s.code)).toEqual(['I', 'S', 'N']);
    expect(memberStatuses.filter((s) => s.ballot).map((s) => s.code)).toEqual(['I', 'S', 'B']);
  });

  it('accepts listed codes and rejects others with the invalid message', () => {
    expect(isMemberStatusCode('T')).toBe(true);
    expect(isMemberStatusCode('i')).toBe(false);
    expect(validateMemberStatus('P')).toBeUndefined();
    expect(validateMemberStatus('Z')).toBe(messages.invalid);
    expect(validateMemberStatus(7)).toBe(messages.invalid);
    expect(validateMemberStatus({})).toBe(messages.invalid);
  });

  it('leaves an empty value to the required rule', () => {
    expect(validateMemberStatus('')).toBeUndefined();
    expect(validateMemberStatus(undefined)).toBeUndefined();
    expect(validateMemberStatus(null)).toBeUndefined();
  });
});
