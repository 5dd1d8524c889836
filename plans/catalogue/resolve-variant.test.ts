import { describe, expect, it } from 'vitest';
import type { PlanConfig } from './plan-config';
import { resolveVariant } from './resolve-variant';

const plan: PlanConfig = {
  id: 'sample',
  name: 'Sample',
  soldOnline: true,
  planCodes: ['L6'],
  schedule: '95',
  age: { min: 17, max: 69 },
  coverage: { min: 50000, max: 600000, step: 50000 },
  statesNotAvailable: ['OR'],
  variants: [
    { id: 'plain', name: 'Plain' },
    {
      id: 'simplified',
      name: 'Simplified',
      insured: 'spouse',
      coverage: { amounts: [50000] },
      statesNotAvailable: [],
    },
  ],
};

describe('resolveVariant', () => {
  it('takes every setting from the plan when the variant sets none', () => {
    const [plain] = plan.variants;
    expect(plain && resolveVariant(plan, plain)).toEqual({
      planId: 'sample',
      planName: 'Sample',
      variantId: 'plain',
      variantName: 'Plain',
      soldOnline: true,
      planCodes: ['L6'],
      schedule: '95',
      age: { min: 17, max: 69 },
      coverage: { min: 50000, max: 600000, step: 50000 },
      statesNotAvailable: ['OR'],
    });
  });

  it('replaces a setting as a whole, even with an empty list', () => {
    const simplified = plan.variants[1];
    const resolved = simplified && resolveVariant(plan, simplified);
    expect(resolved?.coverage).toEqual({ amounts: [50000] });
    expect(resolved?.statesNotAvailable).toEqual([]);
    expect(resolved?.insured).toBe('spouse');
    expect(resolved?.schedule).toBe('95');
  });

  it('gives an empty code list to a plan without codes', () => {
    const { planCodes: _codes, ...uncoded } = plan;
    const [plain] = plan.variants;
    expect(plain && resolveVariant(uncoded, plain).planCodes).toEqual([]);
  });

  it("covers a dependent child by the plan's dependentCoverage, unless it writes its own", () => {
    const dependents = { min: 10000, max: 20000, step: 10000 };
    const withChildren: PlanConfig = { ...plan, dependentCoverage: dependents };
    const child = { id: 'child', name: 'Child', insured: 'child' as const };
    expect(resolveVariant(withChildren, child).coverage).toEqual(dependents);
    const own = { ...child, coverage: { amounts: [10000] } };
    expect(resolveVariant(withChildren, own).coverage).toEqual({ amounts: [10000] });
    expect(resolveVariant(plan, child).coverage).toEqual(plan.coverage);
    const [plain] = withChildren.variants;
    expect(plain && resolveVariant(withChildren, plain).coverage).toEqual(plan.coverage);
  });
});
