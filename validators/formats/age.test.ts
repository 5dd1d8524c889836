import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { ageOn, validateAge, validateDateOfBirth } from './age';

// Noon UTC is 7 or 8 a.m. in New York: the same calendar day on both clocks.
const on = (isoDate: string): Date => new Date(`${isoDate}T12:00:00Z`);

describe('ageOn', () => {
  it('counts whole years, a year older from the birthday on', () => {
    expect(ageOn('07/15/1990', on('2025-07-14'))).toBe(34);
    expect(ageOn('07/15/1990', on('2025-07-15'))).toBe(35);
    expect(ageOn('01/01/2000', on('2000-01-01'))).toBe(0);
  });

  it('makes someone born on 29 February a year older on 1 March in a common year', () => {
    expect(ageOn('02/29/2000', on('2018-02-28'))).toBe(17);
    expect(ageOn('02/29/2000', on('2018-03-01'))).toBe(18);
    expect(ageOn('02/29/2000', on('2020-02-29'))).toBe(20);
  });

  it("counts on the association's calendar, not UTC's", () => {
    // 02:00 UTC on the birthday is still the evening before in New York.
    expect(ageOn('07/15/1990', new Date('2025-07-15T02:00:00Z'))).toBe(34);
    expect(ageOn('07/15/1990', new Date('2025-07-15T02:00:00Z'), 'UTC')).toBe(35);
  });

  it('has no age for an invalid date, a birth after now, or a clock that is not a Date', () => {
    for (const value of ['02/29/1900', '13/01/2000', '1990-07-15', '', 19900715, null]) {
      expect(ageOn(value, on('2025-07-15'))).toBeUndefined();
    }
    expect(ageOn('07/16/2025', on('2025-07-15'))).toBeUndefined();
    expect(ageOn('07/15/1990', new Date(Number.NaN))).toBeUndefined();
    expect(ageOn('07/15/1990', '2025-07-15' as unknown as Date)).toBeUndefined();
    expect(ageOn('07/15/1990', on('2025-07-15'), 'America/NewYork')).toBeUndefined();
  });
});

describe('validateAge', () => {
  const levelTerm20 = { min: 17, max: 54 };
  const now = on('2025-07-15');

  it('accepts both ends of the limits and refuses a day beyond each', () => {
    expect(validateAge('07/15/2008', levelTerm20, now)).toBeUndefined();
    expect(validateAge('07/16/2008', levelTerm20, now)).toBe(messages.ageNotMatching);
    expect(validateAge('07/16/1970', levelTerm20, now)).toBeUndefined();
    expect(validateAge('07/15/1970', levelTerm20, now)).toBe(messages.ageNotMatching);
  });

  it('gives the date message for a malformed date and passes an empty one', () => {
    expect(validateAge('7/15/1990', levelTerm20, now)).toBe(messages.date);
    expect(validateAge('', levelTerm20, now)).toBeUndefined();
    expect(validateAge(undefined, levelTerm20, now)).toBeUndefined();
  });

  it('matches no plan for a future birth, missing limits or an invalid clock', () => {
    expect(validateAge('07/16/2025', { min: 0, max: 99 }, now)).toBe(messages.ageNotMatching);
    expect(validateAge('07/15/1990', null as unknown as { min: number; max: number }, now)).toBe(
      messages.ageNotMatching,
    );
    expect(validateAge('07/15/1990', levelTerm20, new Date(Number.NaN))).toBe(
      messages.ageNotMatching,
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (dob, limits, clock) => {
        const answer = validateAge(dob, limits as { min: number; max: number }, clock as Date);
        expect(answer === undefined || typeof answer === 'string').toBe(true);
      }),
    );
  });
});

describe("validateDateOfBirth (a sponsor's: no plan limits)", () => {
  const now = new Date('2026-11-24T15:00:00Z');
  it('takes any valid date up to today, refuses a future one as invalid', () => {
    expect(validateDateOfBirth('11/24/2026', now)).toBeUndefined();
    expect(validateDateOfBirth('07/04/1950', now)).toBeUndefined();
    expect(validateDateOfBirth('11/25/2026', now)).toBe(messages.invalid);
    expect(validateDateOfBirth('05/14/2030', now)).toBe(messages.invalid);
  });

  it('gives the date message to a malformed date and nothing to an empty one', () => {
    expect(validateDateOfBirth('02/30/1980', now)).toBe(messages.date);
    expect(validateDateOfBirth('1980-01-01', now)).toBe(messages.date);
    expect(validateDateOfBirth('', now)).toBeUndefined();
  });
});
