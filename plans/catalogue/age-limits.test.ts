import { describe, expect, it } from 'vitest';
import { ageLimitsFor, isAgeWithin } from './age-limits';

// Spec §9 "Age and coverage per plan".
describe('ageLimitsFor', () => {
  it.each([
    ['level-term', 'member', 10, 17, 64],
    ['level-term', 'member', 20, 17, 54],
    ['level-term', 'federal-civilian', 20, 17, 54],
    ['level-term', 'member', undefined, 17, 64],
    ['term-90-plus', 'standard', undefined, 17, 69],
    ['term-90-plus', 'federal-civilian', undefined, 17, 69],
    ['term-90-plus', 'quick-step', undefined, 17, 59],
    ['term-90-plus', 'federal-civilian-quick-step', undefined, 17, 59],
    ['national-guard', 'member', undefined, 17, 69],
    ['national-guard', 'spouse', undefined, 17, 69],
    ['national-guard', 'member-quick-step', undefined, 17, 68],
    ['reserve-group-life', 'member', undefined, 18, 69],
    ['nexgen-adult', 'adult', undefined, 20, 69],
    ['tricare-supplement', 'enrollment', undefined, 18, 64],
    ['hospital-indemnity', 'under-65', undefined, 18, 64],
    ['hospital-indemnity', 'over-65', undefined, 65, 84],
  ] as const)('%s %s term %s: %i-%i', (plan, variant, term, min, max) => {
    expect(ageLimitsFor(plan, variant, term)).toEqual({ min, max });
  });

  it('has no limits for a term the plan does not offer', () => {
    expect(ageLimitsFor('level-term', 'member', 15)).toBeUndefined();
    expect(ageLimitsFor('level-term', 'member', '15')).toBeUndefined();
    expect(ageLimitsFor('level-term', 'member', Object.create(null) as number)).toBeUndefined();
  });

  it("reads the form values '10' and '20' as terms, as quote does", () => {
    expect(ageLimitsFor('level-term', 'member', '20')).toEqual({ min: 17, max: 54 });
    expect(ageLimitsFor('level-term', 'member', '10')).toEqual({ min: 17, max: 64 });
  });

  it('uses the general limits for a term on a plan without terms', () => {
    expect(ageLimitsFor('term-90-plus', 'standard', 10)).toEqual({ min: 17, max: 69 });
  });

  it('has no limits for an unknown plan or variant, or where the spec gives none', () => {
    expect(ageLimitsFor('no-such-plan', 'member')).toBeUndefined();
    expect(ageLimitsFor('level-term', 'no-such-variant')).toBeUndefined();
    expect(ageLimitsFor('pet-insurance', 'standard')).toBeUndefined();
  });
});

describe('isAgeWithin', () => {
  const limits = { min: 17, max: 64 };
  it('includes both ends and refuses the ages beyond and fractions', () => {
    expect([16, 17, 64, 65, 30.5, Number.NaN].map((age) => isAgeWithin(limits, age))).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
