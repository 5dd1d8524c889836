import { describe, expect, it } from 'vitest';
import { planVariant } from '../catalogue';
import { quote } from '../rates';
import { suggestedPlans } from './index';

const retiredInVirginia = {
  dutyStatusCode: '3',
  state: 'VA',
  age: 46,
  amount: 827_000,
  tobacco: false,
};

describe('suggestedPlans', () => {
  it('offers each fitting plan at the lowest amount covering the estimate, priced by its sheet', () => {
    const suggestions = suggestedPlans(retiredInVirginia);
    expect(suggestions.map((plan) => [plan.planId, plan.coverage, plan.coversEstimate])).toEqual([
      ['term-90-plus', 850_000, true],
      ['plan-90', 500_000, false],
    ]);
    expect(suggestions[0]?.monthly).toBe(
      quote({ rateSheet: 'term-90-plus', age: 46, coverage: 850_000, tobacco: false }).monthly,
    );
  });

  it('prices a tobacco user on the tobacco sheet where the plan has one', () => {
    const [smoker] = suggestedPlans({ ...retiredInVirginia, tobacco: true });
    const [nonSmoker] = suggestedPlans(retiredInVirginia);
    expect(smoker?.planId).toBe('term-90-plus');
    expect(smoker?.monthly).toBeGreaterThan(nonSmoker?.monthly ?? Infinity);
  });

  it("leaves out plans not sold in the state, to the duty status or at the applicant's age", () => {
    const notIn = planVariant('term-90-plus', 'standard')?.statesNotAvailable?.[0] ?? '';
    expect(
      suggestedPlans({ ...retiredInVirginia, state: notIn }).map((p) => p.planId),
    ).not.toContain('term-90-plus');
    expect(suggestedPlans({ ...retiredInVirginia, age: 75 })).toEqual([]);
    const federal = suggestedPlans({ ...retiredInVirginia, dutyStatusCode: '8' });
    expect(federal.map((plan) => plan.variantId)).toEqual(['federal-civilian']);
  });

  it('suggests nothing without an estimate', () => {
    expect(suggestedPlans({ ...retiredInVirginia, amount: 0 })).toEqual([]);
  });
});
