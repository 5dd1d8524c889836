import { describe, expect, it } from 'vitest';
import { blankAsMissing, trimmedAnswers } from './blank-answers';

describe('blankAsMissing', () => {
  it('leaves out texts of spaces only, in sections and lists, and keeps every other answer', () => {
    expect(
      blankAsMissing({
        insured: { firstName: '   ', lastName: ' Lee ', middleInitial: '' },
        beneficiaries: { primary: [{ name: '\t', sharePercent: '100' }] },
        coverage: { amount: 50000 },
      }),
    ).toEqual({
      insured: { lastName: ' Lee ' },
      beneficiaries: { primary: [{ sharePercent: '100' }] },
      coverage: { amount: 50000 },
    });
  });

  it('answers the same data when nothing is blank', () => {
    const data = { insured: { firstName: 'Ann' }, list: [{ name: 'Bo' }], amount: 5 };
    expect(blankAsMissing(data)).toBe(data);
  });
});

describe('trimmedAnswers', () => {
  it('trims every text, leaves out blank ones, and keeps numbers and lists', () => {
    expect(
      trimmedAnswers({
        insured: { firstName: ' John ', middleInitial: ' ', lastName: 'Lee' },
        beneficiaries: { primary: [{ name: ' Jane Doe\t', sharePercent: '100' }] },
        coverage: { amount: 50000 },
      }),
    ).toEqual({
      insured: { firstName: 'John', lastName: 'Lee' },
      beneficiaries: { primary: [{ name: 'Jane Doe', sharePercent: '100' }] },
      coverage: { amount: 50000 },
    });
  });
});
