import { describe, expect, it } from 'vitest';
import { ageLimitsFor, allPlans, isAgeWithin, isStateAvailable, planVariant } from '../../plans';
import { filterCatalogue, questionOf } from './catalogue-filter';
import { catalogueRows } from './catalogue-rows';

const rows = catalogueRows(allPlans());
const key = (planId: string, variantId: string) => `${planId}/${variantId}`;

/** The same question answered through plans/' own accessors, variant by variant. */
function answeredByCatalogue(state: string, age: number, dutyStatus: string): string[] {
  return allPlans().flatMap((plan) =>
    plan.variants
      .filter((variant) => {
        const resolved = planVariant(plan.id, variant.id);
        const terms = resolved?.terms?.length ? resolved.terms : [undefined];
        const duty = resolved?.dutyStatuses ?? [];
        return (
          isStateAvailable(plan.id, variant.id, state) &&
          terms.some((term) => {
            const limits = ageLimitsFor(plan.id, variant.id, term);
            return limits !== undefined && isAgeWithin(limits, age);
          }) &&
          (duty.length === 0 || duty.includes(dutyStatus))
        );
      })
      .map((variant) => key(plan.id, variant.id)),
  );
}

describe('catalogue filter', () => {
  it.each([
    ['TX', 45, '2'],
    ['OR', 30, '1'],
    ['CA', 70, '7'],
    ['AE', 18, '2'],
  ])(
    'answers who is sold in %s at age %i with duty status %s as the catalogue does',
    (state, age, duty) => {
      const found = filterCatalogue(rows, { state, age, dutyStatus: duty }).map((row) =>
        key(row.planId, row.variantId),
      );
      expect(found).toEqual(answeredByCatalogue(state, age, duty));
    },
  );

  it('leaves out Term 90 Plus in Oregon and past its top age', () => {
    const standard = key('term-90-plus', 'standard');
    const ids = (question: Parameters<typeof filterCatalogue>[1]) =>
      filterCatalogue(rows, question).map((row) => key(row.planId, row.variantId));
    expect(ids({ state: 'TX', age: 69 })).toContain(standard);
    expect(ids({ state: 'OR' })).not.toContain(standard);
    expect(ids({ age: 70 })).not.toContain(standard);
    expect(ids({ state: 'XX' })).toEqual([]);
  });

  it('reads a question from a query string, ignoring what it cannot read', () => {
    expect(questionOf({ state: ' tx ', age: '40', dutyStatus: '2' })).toEqual({
      state: 'TX',
      age: 40,
      dutyStatus: '2',
    });
    expect(questionOf({ state: '', age: 'forty', dutyStatus: ['2'] })).toEqual({});
  });
});
