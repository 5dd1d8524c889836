import { describe, expect, it } from 'vitest';
import { messages } from '../../validators';
import { withConfirmedAnswers } from './sample-data';
import { bornAged, keywordSamples } from './samples';
import { rulesWith } from '../testing/plan-rules-stub';

const rules = rulesWith({
  ageLimits: () => ({ min: 25, max: 60 }),
  coverageOptions: () => ({ min: 100000, max: 300000, step: 100000 }),
  statesNotAvailable: () => ['AA', 'ME', 'OR'],
});
const now = new Date('2026-11-25T12:00:00Z');
const context = { rules, now };
const plan = { plan: 'p', variant: 'v' };
const invalidValues = (keyword: string) =>
  keywordSamples[keyword]?.(plan, context)?.invalid.map((sample) => sample.value);

describe('the invalid samples of the plan keywords', () => {
  it('try both sides of the age range', () => {
    expect(invalidValues('ageForPlan')).toEqual(
      expect.arrayContaining([bornAged(61, now), bornAged(24, now)]),
    );
  });

  it('try above the highest amount, below the lowest and between two', () => {
    expect(invalidValues('coverageForPlan')).toEqual([400000, 99000, 150000]);
    const list = { ...rules, coverageOptions: () => ({ list: [50000] }) };
    expect(keywordSamples.coverageForPlan?.(plan, { rules: list, now })?.invalid).toEqual([
      { value: 100000, message: messages.invalid },
      { value: 49000, message: messages.invalid },
    ]);
  });

  it('try the first and the last state not available', () => {
    expect(invalidValues('stateAvailable')).toEqual(['AA', 'OR']);
  });
});

describe('the samples of an SSN confirmation', () => {
  it("try another valid number than any SSN sample, refused with 'SSNs must match'", () => {
    const samples = keywordSamples.ssn?.({ confirms: '/insured/ssn' }, context);
    const other = samples?.invalid.find((sample) => sample.message === messages.ssnsMatch);
    expect(other?.value).toMatch(/^6[0-5]\d-\d\d-\d{4}$/);
    for (const differsFrom of [['/sponsor/ssn'], ['/insured/ssn'], ['/a', '/b']]) {
      expect(keywordSamples.ssn?.({ differsFrom }, context)?.valid).not.toBe(other?.value);
    }
    expect(keywordSamples.ssn?.(true, context)?.valid).not.toBe(other?.value);
    expect(
      keywordSamples.ssn?.(true, context)?.invalid.some((s) => s.message === messages.ssnsMatch),
    ).toBe(false);
  });

  it('copy the number confirmed from the answers before, leaving the others as they are', () => {
    const schema = {
      type: 'object',
      properties: {
        again: {
          type: 'object',
          properties: {
            ssn: { type: 'string', ssn: { confirms: '/insured/ssn' } },
            note: { type: 'string' },
          },
        },
      },
    };
    const value = { again: { ssn: '234-56-7890', note: 'A' } };
    expect(withConfirmedAnswers(schema, value, { insured: { ssn: '345-67-8901' } })).toEqual({
      again: { ssn: '345-67-8901', note: 'A' },
    });
    expect(withConfirmedAnswers(schema, value, {})).toEqual(value);
  });

  it("make a date of birth at the plan's confirmation age, and one a year younger", () => {
    const child = { ...rules, ssnConfirmationAge: () => 18 };
    expect(keywordSamples.ssnConfirmationForPlan?.(plan, { rules: child, now })).toEqual({
      valid: bornAged(18, now),
      invalid: [{ value: bornAged(17, now), message: messages.invalid }],
    });
    expect(keywordSamples.ssnConfirmationForPlan?.(plan, context)).toBeUndefined();
  });
});
