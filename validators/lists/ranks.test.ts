import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { branches } from './branches';
import { findRank, isRankCode, rankTables, validateRank, type PayGrade } from './ranks';

const gradesOf = (branch: keyof typeof rankTables): PayGrade[] => [
  ...new Set((rankTables[branch] ?? []).map((rank) => rank.grade)),
];

const grades = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${from + i}`);

const enlisted = grades('E', 1, 9);
const officers = grades('O', 1, 10);

describe('rank tables per branch', () => {
  it('has a table for the six services and none for branches 7, 8, 9', () => {
    const withTable = branches.filter((b) => rankTables[b.id] !== undefined).map((b) => b.id);
    expect(withTable.sort()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('covers every pay grade each service has', () => {
    expect(gradesOf('2')).toEqual([...enlisted, ...grades('W', 1, 5), ...officers]);
    expect(gradesOf('5')).toEqual([...enlisted, ...grades('W', 1, 5), ...officers]);
    expect(gradesOf('6')).toEqual([...enlisted, ...grades('W', 1, 5), ...officers]);
    expect(gradesOf('4')).toEqual([...enlisted, ...grades('W', 1, 5), ...officers]);
    expect(gradesOf('3')).toEqual([...enlisted, ...grades('W', 2, 4), ...officers]);
    expect(gradesOf('1')).toEqual([...enlisted, ...officers]);
  });

  it('keeps rank codes unique within a branch', () => {
    for (const table of Object.values(rankTables)) {
      const codes = table.map((rank) => rank.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it("uses each branch's own titles", () => {
    expect(findRank('SPC', '2')?.grade).toBe('E-4');
    expect(findRank('PO3', '5')?.title).toBe('Petty Officer Third Class');
    expect(findRank('SrA', '6')?.grade).toBe('E-4');
    expect(findRank('LCpl', '4')?.grade).toBe('E-3');
    expect(findRank('CAPT', '3')?.grade).toBe('O-6');
    expect(findRank('Spc4', '1')?.grade).toBe('E-4');
    expect(findRank('CAPT', '2')).toBeUndefined();
  });

  it('validates a rank against its branch', () => {
    expect(validateRank('SGT', '2')).toBeUndefined();
    expect(validateRank('SGT', '5')).toBe(messages.invalid);
    expect(validateRank('SGT', '8')).toBe(messages.invalid);
    expect(validateRank('SGT', undefined)).toBe(messages.invalid);
    expect(validateRank('', '2')).toBeUndefined();
    expect(validateRank(5, '2')).toBe(messages.invalid);
  });

  it('accepts any service rank for National Guard/Reserve (7)', () => {
    expect(isRankCode('SGT', '7')).toBe(true);
    expect(isRankCode('TSgt', '7')).toBe(true);
    expect(isRankCode('PO1', '7')).toBe(true);
    expect(isRankCode('Private', '7')).toBe(false);
  });
});
