import { describe, expect, it } from 'vitest';
import { errorsWithoutEntry } from './list-errors';

const list = 'beneficiaries.primary';

describe('errorsWithoutEntry', () => {
  it("drops the removed entry's errors and moves those below it up with their entries", () => {
    const errors = {
      'beneficiaries.primary.0.name': 'first',
      'beneficiaries.primary.1.name': 'second',
      'beneficiaries.primary.2.sharePercent': 'third',
      'beneficiaries.primary.12.relationship': 'thirteenth',
    };
    expect(errorsWithoutEntry(errors, list, 1)).toEqual({
      'beneficiaries.primary.0.name': 'first',
      'beneficiaries.primary.1.sharePercent': 'third',
      'beneficiaries.primary.11.relationship': 'thirteenth',
    });
  });

  it("leaves the list's own message, other lists and other fields alone", () => {
    const errors = {
      'beneficiaries.primary': 'the list',
      beneficiaries: 'the designation',
      'beneficiaries.contingent.1.name': 'a contingent',
      'beneficiaries.primaryExtra.1.name': 'a list whose name starts the same',
      'insured.ssn': 'an SSN',
    };
    expect(errorsWithoutEntry(errors, list, 0)).toBe(errors);
  });

  it('moves an error about a whole entry too', () => {
    expect(errorsWithoutEntry({ 'beneficiaries.primary.3': 'an entry' }, list, 0)).toEqual({
      'beneficiaries.primary.2': 'an entry',
    });
  });
});
