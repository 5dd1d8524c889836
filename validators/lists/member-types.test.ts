import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  findMemberType,
  isChangeMemberType,
  isMemberTypeCode,
  isMemberTypeId,
  isSpouseMemberType,
  memberTypes,
  validateMemberType,
} from './member-types';

describe('application / member types (spec §3)', () => {
  it('gives every entry a unique id and a name', () => {
    const ids = memberTypes.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const type of memberTypes) expect(type.name.length).toBeGreaterThan(0);
  });

  it('has the four N entries the spec names', () => {
    expect(memberTypes.filter((t) => t.code === 'N').map((t) => t.name)).toEqual([
      'New Member',
      'New Sponsored Spouse',
      'New Sponsored Spouse Member',
      'Insured Member',
    ]);
    expect(memberTypes.filter((t) => t.code === 'N-').length).toBeGreaterThan(0);
  });

  it('flags A1-A4, C1, C2, AS and CS as changes', () => {
    const changes = [...new Set(memberTypes.filter((t) => t.isChange).map((t) => t.code))];
    expect(changes).toEqual(['A1', 'A2', 'A3', 'A4', 'C1', 'C2', 'AS', 'CS']);
    expect(isChangeMemberType('A3')).toBe(true);
    expect(isChangeMemberType('N')).toBe(false);
  });

  it('flags NS, NS-, AS and CS as spouse types', () => {
    const spouses = [...new Set(memberTypes.filter((t) => t.isSpouse).map((t) => t.code))];
    expect(spouses).toEqual(['NS', 'NS-', 'AS', 'CS']);
    expect(isSpouseMemberType('NS-')).toBe(true);
    expect(isSpouseMemberType('C1')).toBe(false);
    expect(isSpouseMemberType(undefined)).toBe(false);
  });

  it('keeps the flags of a code the same on every entry that shares it', () => {
    for (const type of memberTypes) {
      expect(isChangeMemberType(type.code)).toBe(type.isChange);
      expect(isSpouseMemberType(type.code)).toBe(type.isSpouse);
    }
  });

  it('validates codes and finds entries by id', () => {
    expect(isMemberTypeCode('NS-')).toBe(true);
    expect(isMemberTypeCode('A5')).toBe(false);
    expect(isMemberTypeId('coverage-increase')).toBe(true);
    expect(findMemberType('new-spouse')?.code).toBe('NS');
    expect(validateMemberType('C2')).toBeUndefined();
    expect(validateMemberType('C3')).toBe(messages.invalid);
    expect(validateMemberType(['N'])).toBe(messages.invalid);
  });
});
