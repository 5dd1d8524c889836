import { describe, expect, it } from 'vitest';
import { planVariant } from '../catalogue';
import { quote, sexes, terms, tiers } from '../rates';
import { quotedPlans } from './index';

const virginian35 = { age: 35, coverage: 250_000, state: 'VA' };

describe('quotedPlans', () => {
  it('lists the plans sold online that fit the age, amount and state, one per plan page', () => {
    expect(quotedPlans(virginian35).map((plan) => `${plan.planId}/${plan.variantId}`)).toEqual([
      'level-term/member',
      'term-90-plus/standard',
      'term-90-plus/federal-civilian',
      'national-guard/member',
      'nexgen-adult/adult',
      'plan-90/standard',
    ]);
  });

  it('prices each plan with the rate tables’ quote: the same figure, never a second formula', () => {
    const plans = quotedPlans(virginian35);
    const guard = plans.find((plan) => plan.planId === 'national-guard');
    const guardRate = quote({ rateSheet: 'national-guard', age: 35, coverage: 250_000 }).monthly;
    expect(guard).toMatchObject({ lowest: guardRate, highest: guardRate, pricedBy: [] });
    const term90 = plans.find(
      (plan) => plan.variantId === 'standard' && plan.planId === 'term-90-plus',
    );
    expect(term90).toMatchObject({
      lowest: quote({ rateSheet: 'term-90-plus', age: 35, coverage: 250_000 }).monthly,
      highest: quote({ rateSheet: 'term-90-plus', age: 35, coverage: 250_000, tobacco: true })
        .monthly,
      pricedBy: ['tobacco use'],
      landingPage: '/insurance-plans/term-90-plus/',
      applyRoute: '/insurance-plans/term-90-plus/apply/standard/',
    });
  });

  it('gives a plan priced by sex, term and health class the range of its curves', () => {
    const levelTerm = quotedPlans(virginian35).find((plan) => plan.planId === 'level-term');
    const rates = tiers.flatMap((tier) =>
      sexes.flatMap((sex) =>
        terms.map(
          (term) =>
            quote({ rateSheet: 'level-term-10-20', tier, sex, term, age: 35, coverage: 250_000 })
              .monthly,
        ),
      ),
    );
    expect(levelTerm).toMatchObject({
      lowest: Math.min(...rates),
      highest: Math.max(...rates),
      pricedBy: ['health class', 'sex', 'term'],
    });
    expect(levelTerm?.lowest).toBeLessThan(levelTerm?.highest ?? 0);
  });

  it('leaves out plans not sold in the state, outside their ages or amounts', () => {
    const notIn = planVariant('term-90-plus', 'standard')?.statesNotAvailable?.[0] ?? '';
    expect(quotedPlans({ ...virginian35, state: notIn }).map((plan) => plan.planId)).not.toContain(
      'term-90-plus',
    );
    expect(quotedPlans({ ...virginian35, age: 75 })).toEqual([]);
    expect(quotedPlans({ ...virginian35, coverage: 2_000_000 })).toEqual([]);
    expect(quotedPlans({ ...virginian35, coverage: 260_000 })).toEqual([]);
    expect(quotedPlans({ ...virginian35, state: 'XX' })).toEqual([]);
    const maine = quotedPlans({ ...virginian35, state: 'ME' });
    expect(maine.map((plan) => `${plan.planId}/${plan.variantId}`)).toEqual([
      'national-guard/maine',
    ]);
  });

  it('answers nothing for an age or amount that is not a whole number', () => {
    expect(quotedPlans({ ...virginian35, age: 35.5 })).toEqual([]);
    expect(quotedPlans({ ...virginian35, coverage: Number.NaN })).toEqual([]);
  });
});
