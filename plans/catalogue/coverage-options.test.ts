import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPlans, planVariant } from './catalogue';
import { coverageAmounts, coverageOptionsFor, coverageOptionsOf } from './coverage-options';

const steps = (min: number, max: number, step: number): number[] =>
  Array.from({ length: (max - min) / step + 1 }, (_, i) => min + i * step);

describe('coverageAmounts', () => {
  it('expands a range by its step, both ends included', () => {
    expect(coverageAmounts({ min: 10000, max: 20000, step: 10000 })).toEqual([10000, 20000]);
  });

  it('stops below max when the step does not reach it', () => {
    expect(coverageAmounts({ min: 0, max: 25, step: 10 })).toEqual([0, 10, 20]);
  });

  it('gives a list lowest first', () => {
    expect(coverageAmounts({ amounts: [25000, 10000, 20000] })).toEqual([10000, 20000, 25000]);
  });
});

// Spec §9 "Age and coverage per plan".
describe('coverageOptionsFor without an age', () => {
  it.each([
    ['level-term', 'member', steps(50000, 600000, 50000)],
    ['level-term', 'federal-civilian', steps(50000, 500000, 50000)],
    ['term-90-plus', 'standard', steps(50000, 1000000, 50000)],
    ['term-90-plus', 'simplified', [50000]],
    ['term-90-plus', 'quick-step', steps(50000, 250000, 50000)],
    ['national-guard', 'member', steps(100000, 500000, 50000)],
    ['national-guard', 'spouse', steps(50000, 500000, 50000)],
    ['reserve-group-life', 'member', steps(100000, 500000, 50000)],
    ['nexgen-adult', 'adult', steps(50000, 250000, 50000)],
    ['nexgen-dependent', 'child', [10000, 20000, 25000]],
    ['legal-plans', 'enrollment', []],
    ['no-such-plan', 'member', []],
  ])('%s %s', (plan, variant, expected) => {
    expect(coverageOptionsFor(plan, variant)).toEqual(expected);
  });

  it('gives National Guard and Reserve dependents 10000 or 20000', () => {
    for (const [plan, variant] of [
      ['national-guard', 'member'],
      ['reserve-group-life', 'member'],
    ] as const) {
      const dependent = planVariant(plan, variant)?.dependentCoverage;
      expect(dependent && coverageAmounts(dependent)).toEqual([10000, 20000]);
    }
  });
});

describe('coverageOptionsFor with an age: Quick Step limits', () => {
  const highest = (plan: string, variant: string, age: number): number | undefined =>
    coverageOptionsFor(plan, variant, age).at(-1);

  it.each([
    [17, 250000],
    [39, 250000],
    [40, 150000],
    [49, 150000],
    [50, 100000],
    [59, 100000],
    [60, undefined],
  ])('Term 90 Plus Quick Step at %i: up to %s', (age, max) => {
    expect(highest('term-90-plus', 'quick-step', age)).toBe(max);
    expect(highest('term-90-plus', 'federal-civilian-quick-step', age)).toBe(max);
  });

  it.each([
    [17, 250000],
    [49, 250000],
    [50, 100000],
    [59, 100000],
    [60, undefined],
    [68, undefined],
    [69, undefined],
  ])('National Guard member Quick Step at %i: up to %s', (age, max) => {
    expect(highest('national-guard', 'member-quick-step', age)).toBe(max);
    expect(highest('national-guard', 'maine-quick-step', age)).toBe(max);
  });

  it('starts National Guard Quick Step at the member minimum 100000', () => {
    expect(coverageOptionsFor('national-guard', 'member-quick-step', 30)).toEqual(
      steps(100000, 250000, 50000),
    );
    expect(coverageOptionsFor('national-guard', 'spouse-quick-step', 30)).toEqual(
      steps(50000, 250000, 50000),
    );
  });

  it('uses the National Guard limits for Reserve Quick Step (ages 18-68)', () => {
    expect(highest('reserve-group-life', 'quick-step', 18)).toBe(250000);
    expect(highest('reserve-group-life', 'quick-step', 55)).toBe(100000);
    expect(highest('reserve-group-life', 'quick-step', 17)).toBeUndefined();
  });

  it('offers nothing outside the age limits or for a fractional age', () => {
    expect(coverageOptionsFor('level-term', 'member', 65)).toEqual([]);
    expect(coverageOptionsFor('level-term', 'member', 16)).toEqual([]);
    expect(coverageOptionsFor('level-term', 'member', 40.5)).toEqual([]);
    expect(coverageOptionsFor('level-term', 'member', 64)).toHaveLength(12);
  });

  it('offers nothing beyond the age limits of the chosen term (Level Term 20: up to 54)', () => {
    const all = coverageOptionsFor('level-term', 'member');
    expect(coverageOptionsFor('level-term', 'member', 54, 20)).toEqual(all);
    expect(coverageOptionsFor('level-term', 'member', 55, 20)).toEqual([]);
    expect(coverageOptionsFor('level-term', 'member', 55, '20')).toEqual([]);
    expect(coverageOptionsFor('level-term', 'member', 64, 10)).toEqual(all);
    expect(coverageOptionsFor('level-term', 'member', 30, 15)).toEqual([]);
  });

  it('never offers at an age more than without one, nor above its band', () => {
    const variants = allPlans().flatMap((plan) =>
      plan.variants.map((variant) => planVariant(plan.id, variant.id)),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...variants),
        fc.integer({ min: -5, max: 130 }),
        (variant, age) => {
          if (!variant) return;
          const all = coverageOptionsOf(variant);
          const atAge = coverageOptionsOf(variant, age);
          expect(all).toEqual(expect.arrayContaining(atAge));
          const band = variant.quickStepLimits?.find((b) => age >= b.minAge && age <= b.maxAge);
          if (band) expect(atAge.every((amount) => amount <= band.maxCoverage)).toBe(true);
        },
      ),
    );
  });
});
