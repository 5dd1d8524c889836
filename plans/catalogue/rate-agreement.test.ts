import { describe, expect, it } from 'vitest';
import { curveKeys, isRateSheetId, quote, rateSheets } from '../rates';
import { ageLimitsFor } from './age-limits';
import { allPlans, planVariant } from './catalogue';
import { coverageOptionsFor } from './coverage-options';

/** Every variant with a rate sheet, with each term it offers (or none). */
const quotedVariants = allPlans().flatMap((plan) =>
  plan.variants.flatMap((variant) => {
    const resolved = planVariant(plan.id, variant.id);
    const sheetId = resolved?.rateSheet;
    if (!resolved || !isRateSheetId(sheetId)) return [];
    return (resolved.terms ?? [undefined]).map((term) => ({
      planId: plan.id,
      variantId: variant.id,
      sheetId,
      term,
    }));
  }),
);

// What the form engine offers (amounts at each age, for the chosen term) must be what quote can price:
// a variant whose options cannot be quoted would fail the applicant at the premium step.
describe('the catalogue and the rate tables agree', () => {
  it('has variants with rate sheets to compare', () => {
    expect(quotedVariants.length).toBeGreaterThan(10);
  });

  it.each(quotedVariants.map((v) => [v.planId, v.variantId, v.term ?? '-', v] as const))(
    '%s %s (term %s): every amount offered at any age has a premium on every curve',
    (_plan, _variant, _term, { planId, variantId, sheetId, term }) => {
      expect(ageLimitsFor(planId, variantId, term)).toBeDefined();
      const sheet = rateSheets[sheetId];
      const curves = curveKeys(sheet).filter((key) => key.term === undefined || key.term === term);
      const unpriced: string[] = [];
      // Every age a person can have, so an amount offered outside the limits would show too.
      for (let age = 0; age <= 120; age += 1) {
        for (const coverage of coverageOptionsFor(planId, variantId, age, term)) {
          for (const key of curves) {
            try {
              expect(quote({ rateSheet: sheetId, ...key, age, coverage }).monthly).toBeGreaterThan(
                0,
              );
            } catch (error) {
              unpriced.push(`age ${age}, ${coverage}: ${String(error)}`);
            }
          }
        }
      }
      expect(unpriced).toEqual([]);
    },
  );
});
