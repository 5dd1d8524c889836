import { describe, expect, it } from 'vitest';
import {
  applicantAge,
  emptyLiveCalculatorAnswers,
  liveCalculatorErrors,
  liveCalculatorEstimate,
  type LiveCalculatorAnswers,
} from './index';

const now = new Date('2026-11-26T12:00:00Z');

const answers: LiveCalculatorAnswers = {
  ...emptyLiveCalculatorAnswers,
  dutyStatus: 'retired',
  familyStatus: 'M',
  zipCode: '22202',
  state: 'VA',
  monthBorn: '6',
  yearBorn: '1980',
  income: '60,000',
  yearsAmount: '10',
  childrenCount: '2',
  outstandingMortgageAmount: '150000',
  outstandingDebtAmount: '12,000',
  educationAmount: '50000',
  finalExpensesAmount: '15000',
  additionalAmount: '',
};

describe('applicantAge', () => {
  it('counts the birthday as reached from the first of the birth month', () => {
    expect(applicantAge('11', '1980', now)).toBe(46);
    expect(applicantAge('12', '1980', now)).toBe(45);
    expect(applicantAge('1', '2026', now)).toBe(0);
  });

  it('has no age for a birth in the future or a month that is not one', () => {
    expect(applicantAge('12', '2026', now)).toBeUndefined();
    expect(applicantAge('13', '1980', now)).toBeUndefined();
    expect(applicantAge('6', '80', now)).toBeUndefined();
  });
});

describe('liveCalculatorErrors', () => {
  it('passes a whole answer, tobacco use defaulting to no', () => {
    expect(emptyLiveCalculatorAnswers.tobaccoUse).toBe('0');
    expect(liveCalculatorErrors(answers, now)).toEqual({});
  });

  it("answers with the validators' messages", () => {
    expect(liveCalculatorErrors(emptyLiveCalculatorAnswers, now)).toEqual({
      dutyStatus: 'This field is required',
      familyStatus: 'This field is required',
      zipCode: 'This field is required',
      state: 'This field is required',
      monthBorn: 'This field is required',
      yearBorn: 'This field is required',
      income: 'This field is required',
      yearsAmount: 'This field is required',
    });
    expect(
      liveCalculatorErrors(
        {
          ...answers,
          dutyStatus: 'admiral',
          zipCode: '2220',
          state: 'XX',
          yearBorn: '2030',
          tobaccoUse: 'yes',
          income: '60k',
          yearsAmount: '2.5',
          childrenCount: '-1',
          educationAmount: 'lots',
        },
        now,
      ),
    ).toEqual({
      dutyStatus: 'This field is invalid',
      zipCode: 'Must match this ##### or this #####-#### pattern',
      state: 'This field is invalid',
      yearBorn: 'This field is invalid',
      tobaccoUse: 'This field is invalid',
      income: 'Only numbers allowed',
      yearsAmount: 'This field must be a whole number',
      childrenCount: 'This field must be a whole number',
      educationAmount: 'Only numbers allowed',
    });
  });
});

describe('liveCalculatorEstimate', () => {
  it('adds ten years of income to the debts and expenses', () => {
    expect(liveCalculatorEstimate(answers)).toEqual({
      parts: {
        incomeReplacement: 600_000,
        mortgage: 150_000,
        debts: 12_000,
        education: 50_000,
        finalExpenses: 15_000,
        additional: 0,
      },
      total: 827_000,
    });
  });
});
