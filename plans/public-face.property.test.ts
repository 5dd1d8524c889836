import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageLimitsFor,
  allPlans,
  certificatesFor,
  coverageOptionsFor,
  isStateAvailable,
  planVariant,
  quote,
  QuoteError,
  type QuoteRequest,
} from '.';

// The helpers the form engine, the site and the server call with what a request carries: they
// answer for anything, and quote refuses only with a QuoteError.
const planIds = fc.constantFrom(...allPlans().map((plan) => plan.id), 'no-plan', '', '__proto__');
const variantIds = fc.constantFrom(
  ...new Set(allPlans().flatMap((plan) => plan.variants.map((variant) => variant.id))),
  'toString',
  '',
);
const anything = fc.oneof(
  fc.constantFrom(null, undefined, '', 0, Number.NaN, '20', 20, 36, {}, [], Object.create(null)),
  fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true }),
);

describe('the plans helpers never throw on what a request may carry', () => {
  it('planVariant, ageLimitsFor, coverageOptionsFor, isStateAvailable, certificatesFor', () => {
    fc.assert(
      fc.property(planIds, variantIds, anything, anything, (plan, variant, first, second) => {
        planVariant(plan, variant);
        ageLimitsFor(plan, variant, first as number);
        expect(
          Array.isArray(coverageOptionsFor(plan, variant, first as number, second as number)),
        ).toBe(true);
        expect(typeof isStateAvailable(plan, variant, first as string)).toBe('boolean');
        expect(Array.isArray(certificatesFor(first as never))).toBe(true);
        expect(
          Array.isArray(certificatesFor({ product: plan, state: first, term: second } as never)),
        ).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('quote answers or throws a QuoteError, nothing else', () => {
    fc.assert(
      fc.property(anything, anything, anything, (rateSheet, age, coverage) => {
        const request = { rateSheet, age, coverage } as unknown as QuoteRequest;
        for (const candidate of [request, rateSheet as QuoteRequest]) {
          try {
            quote(candidate);
          } catch (error) {
            expect(error).toBeInstanceOf(QuoteError);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
