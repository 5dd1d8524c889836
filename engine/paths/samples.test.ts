import { describe, expect, it } from 'vitest';
import { messages } from '../../validators';
import type { PlanRules } from '../validation/plan-rules';
import { bornAged, keywordSamples } from './samples';

const rules: PlanRules = {
  hasVariant: () => true,
  ageLimits: () => ({ min: 25, max: 60 }),
  coverageOptions: () => ({ min: 100000, max: 300000, step: 100000 }),
  statesNotAvailable: () => ['AA', 'ME', 'OR'],
};
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
