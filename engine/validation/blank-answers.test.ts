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

  it('keeps a text on one line and composes its accented letters', () => {
    const decomposed = 'Rene\u0301e';
    expect([...decomposed]).toHaveLength(6);
    const tidied = trimmedAnswers({
      insured: { firstName: decomposed },
      military: { unit: ' 1st Battalion\r\n  5th Marines\nCamp Pendleton ' },
    });
    expect(tidied).toEqual({
      insured: { firstName: 'Ren\u00e9e' },
      military: { unit: '1st Battalion 5th Marines Camp Pendleton' },
    });
    expect([...String((tidied.insured as { firstName: string }).firstName)]).toHaveLength(5);
  });
});
