import { describe, expect, it } from 'vitest';
import { quote } from './quote';
import { QuoteError } from './quote-error';
import { monthlyRate } from './rate-request';

const levelTerm = { rateSheet: 'level-term-10-20', tier: 'standard', sex: 'M', term: 10 } as const;

describe('monthlyRate', () => {
  it('answers the spec sample as whole cents per $50,000, with its schedule code', () => {
    expect(monthlyRate({ ...levelTerm, age: 36, coverage: 50_000 })).toEqual({
      cents: 438,
      perCoverage: 50_000,
      scheduleCode: 'H20',
    });
  });

  it('prices what quote prices: round(cents x coverage / perCoverage) cents a month', () => {
    for (const tobacco of [false, true]) {
      for (const age of [17, 47, 69]) {
        for (const coverage of [50_000, 350_000, 1_000_000]) {
          const request = { rateSheet: 'term-90-plus', age, coverage, tobacco } as const;
          const rate = monthlyRate(request);
          expect(rate.scheduleCode).toBeUndefined();
          expect(Math.round((rate.cents * coverage) / rate.perCoverage) / 100).toBe(
            quote(request).monthly,
          );
        }
      }
    }
  });

  it('refuses what quote refuses, with a QuoteError', () => {
    const outside = { rateSheet: 'term-90-plus', age: 70, coverage: 50_000 } as const;
    expect(() => monthlyRate(outside)).toThrow(QuoteError);
    expect(() => quote(outside)).toThrow(QuoteError);
  });
});
