import { describe, expect, it } from 'vitest';
import { beneficiaryTextTooLong, messages } from '../messages';
import type { Beneficiaries, Beneficiary } from './beneficiary';
import { validateBeneficiaryDesignation, validateBeneficiaryShares } from './shares';
import { beneficiaryTextLength, validateBeneficiaryText } from './text-length';

const person = (
  name: string,
  relationship: string,
  sharePercent: number | string,
): Beneficiary => ({
  name,
  relationship,
  sharePercent,
});

describe('validateBeneficiaryShares', () => {
  it('accepts lists totalling exactly 100', () => {
    expect(validateBeneficiaryShares([person('Ann', 'Spouse', 100)])).toBeUndefined();
    expect(
      validateBeneficiaryShares([person('Ann', 'Spouse', '50'), person('Bo', 'Son', 50)]),
    ).toBeUndefined();
    expect(
      validateBeneficiaryShares([
        person('A', 'Son', '33.33'),
        person('B', 'Son', '33.33'),
        person('C', 'Son', '33.34'),
      ]),
    ).toBeUndefined();
  });

  it('totals shares exactly, whatever their decimals', () => {
    expect(
      validateBeneficiaryShares([
        person('A', 'Son', '33.333'),
        person('B', 'Son', '33.333'),
        person('C', 'Son', '33.334'),
      ]),
    ).toBeUndefined();
    expect(validateBeneficiaryShares([person('A', 'Son', '99.999')])).toBe(
      messages.beneficiaryShareTotal,
    );
    // A share written without its leading zero counts as the share field takes it.
    expect(
      validateBeneficiaryShares([person('A', 'Son', '.5'), person('B', 'Son', '99.5')]),
    ).toBeUndefined();
  });

  it('skips entries that are not objects, as the designation rule does', () => {
    const list = [person('Ann', 'Spouse', 100), null, 'x'];
    expect(validateBeneficiaryShares(list)).toBeUndefined();
    expect(validateBeneficiaryDesignation({ primary: list, contingent: [] })).toBeUndefined();
  });

  it('has nothing to total in an empty list', () => {
    expect(validateBeneficiaryShares([])).toBeUndefined();
  });

  it.each([
    [[person('Ann', 'Spouse', 99)]],
    [[person('Ann', 'Spouse', 101)]],
    [[person('Ann', 'Spouse', 60), person('Bo', 'Son', 50)]],
    [[person('Ann', 'Spouse', 150), person('Bo', 'Son', -50)]],
    [[person('Ann', 'Spouse', ''), person('Bo', 'Son', 100)]],
    [[person('Ann', 'Spouse', 'half')]],
    [[person('Ann', 'Spouse', '99.99')]],
  ])('refuses %j', (list) => {
    expect(validateBeneficiaryShares(list)).toBe(messages.beneficiaryShareTotal);
  });

  it('checks primary and contingent lists each on their own', () => {
    const designation: Beneficiaries = {
      primary: [person('Ann', 'Spouse', 100)],
      contingent: [person('Bo', 'Son', 50), person('Cy', 'Daughter', 50)],
    };
    expect(validateBeneficiaryDesignation(designation)).toBeUndefined();
    expect(validateBeneficiaryDesignation({ ...designation, contingent: [] })).toBeUndefined();
    expect(
      validateBeneficiaryDesignation({ ...designation, contingent: [person('Bo', 'Son', 40)] }),
    ).toBe(messages.beneficiaryShareTotal);
  });
});

describe('beneficiary text length', () => {
  it('adds up name, relationship and share of every entry, both lists together', () => {
    const designation: Beneficiaries = {
      primary: [person('Ann Lee', 'Spouse', 50), person('Bo', 'Son', '50')],
      contingent: [person('Cy', 'Daughter', 100)],
    };
    expect(beneficiaryTextLength(designation)).toBe(
      'Ann LeeSpouse50'.length + 'BoSon50'.length + 'CyDaughter100'.length,
    );
  });

  it("counts an empty or zero share as '00'", () => {
    expect(beneficiaryTextLength({ primary: [person('A', 'B', '')], contingent: [] })).toBe(4);
    expect(beneficiaryTextLength({ primary: [person('A', 'B', 0)], contingent: [] })).toBe(4);
  });

  it('allows 240 characters and refuses 241 with the current length', () => {
    // Each entry is name (n) + 'Son' + '100'.
    const at240: Beneficiaries = { primary: [person('x'.repeat(234), 'Son', 100)], contingent: [] };
    expect(beneficiaryTextLength(at240)).toBe(240);
    expect(validateBeneficiaryText(at240)).toBeUndefined();
    const at241: Beneficiaries = {
      primary: [person('x'.repeat(117), 'Son', 50)],
      contingent: [person('y'.repeat(113), 'Son', 100)],
    };
    expect(beneficiaryTextLength(at241)).toBe(241);
    expect(validateBeneficiaryText(at241)).toBe(beneficiaryTextTooLong(241));
  });

  it('reads untrusted input without throwing', () => {
    expect(beneficiaryTextLength(null)).toBe(0);
    expect(beneficiaryTextLength({ primary: 'x', contingent: [null, 5, { name: 7 }] })).toBe(3);
    expect(validateBeneficiaryShares('not a list')).toBeUndefined();
    expect(validateBeneficiaryShares([null])).toBeUndefined();
  });
});
