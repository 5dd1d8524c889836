import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { curveKeys } from './curve-keys';
import { ageRangeFor, entriesFor, type RateKey } from './rate-lookup';
import { rateSheetIds, type RateSheetId } from './rate-sheet-ids';
import { rateSheets } from './rate-sheets';
import { QuoteError } from './quote-error';
import { quote, type QuoteRequest } from './quote';

interface Curve {
  rateSheet: RateSheetId;
  key: RateKey;
  minAge: number;
  maxAge: number;
  minCoverage: number;
  maxCoverage: number;
  /** The sheet's smallest step of coverage priced. */
  step: number;
}

const curves: Curve[] = rateSheetIds.flatMap((rateSheet) =>
  curveKeys(rateSheets[rateSheet]).map((key) => {
    const sheet = rateSheets[rateSheet];
    const range = ageRangeFor(sheet, key);
    if (range === undefined) throw new Error(`${rateSheet}: empty curve ${JSON.stringify(key)}`);
    const entries = entriesFor(sheet, key);
    const minCoverage = Math.min(...entries.map((e) => e.minCoverage));
    const maxCoverage = Math.max(...entries.map((e) => e.maxCoverage));
    return { rateSheet, key, ...range, minCoverage, maxCoverage, step: sheet.coverageStep };
  }),
);

/** The coverage `units` steps above the curve's smallest amount. */
const coverageOf = (curve: Curve, units: number) => curve.minCoverage + units * curve.step;

const monthly = (curve: Curve, age: number, units: number) =>
  quote({ rateSheet: curve.rateSheet, ...curve.key, age, coverage: coverageOf(curve, units) })
    .monthly;

/** A curve with two ages and two coverage amounts (steps of the sheet) inside it. */
const inCurve = fc.constantFrom(...curves).chain((curve) =>
  fc.record({
    curve: fc.constant(curve),
    ages: fc.tuple(
      fc.integer({ min: curve.minAge, max: curve.maxAge }),
      fc.integer({ min: curve.minAge, max: curve.maxAge }),
    ),
    units: fc.tuple(
      fc.integer({ min: 0, max: (curve.maxCoverage - curve.minCoverage) / curve.step }),
      fc.integer({ min: 0, max: (curve.maxCoverage - curve.minCoverage) / curve.step }),
    ),
  }),
);

describe('quote properties', () => {
  it('the premium never falls as age rises', () => {
    fc.assert(
      fc.property(inCurve, ({ curve, ages: [a, b], units: [u] }) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        expect(monthly(curve, young, u)).toBeLessThanOrEqual(monthly(curve, old, u));
      }),
      { numRuns: 500 },
    );
  });

  it('the premium never falls as coverage rises, across the band boundary too', () => {
    fc.assert(
      fc.property(inCurve, ({ curve, ages: [age], units: [a, b] }) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(monthly(curve, age, small)).toBeLessThanOrEqual(monthly(curve, age, large));
      }),
      { numRuns: 500 },
    );
  });

  it('the tobacco premium is at least the no-tobacco premium', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 17, max: 69 }),
        fc.integer({ min: 1, max: 20 }),
        (age, units) => {
          const request = { rateSheet: 'term-90-plus', age, coverage: units * 50_000 } as const;
          expect(quote({ ...request, tobacco: true }).monthly).toBeGreaterThanOrEqual(
            quote({ ...request, tobacco: false }).monthly,
          );
        },
      ),
    );
  });

  it('every payment is a whole number of cents and a multiple of the monthly one', () => {
    fc.assert(
      fc.property(inCurve, ({ curve, ages: [age], units: [u] }) => {
        const coverage = coverageOf(curve, u);
        const q = quote({ rateSheet: curve.rateSheet, ...curve.key, age, coverage });
        const cents = Math.round(q.monthly * 100);
        expect(Math.abs(q.monthly * 100 - cents)).toBeLessThan(1e-6);
        expect(cents).toBeGreaterThan(0);
        expect([q.byFrequency.M, q.byFrequency.Q, q.byFrequency.S, q.byFrequency.A]).toEqual(
          [1, 3, 6, 12].map((times) => (cents * times) / 100),
        );
      }),
    );
  });

  it('answers any input with a finite quote or a QuoteError, never NaN and never another error', () => {
    const field = fc.oneof(
      fc.anything(),
      fc.constantFrom('standard', 'M', 10, 20, '20', true, '1'),
    );
    fc.assert(
      fc.property(
        fc.record({
          rateSheet: fc.oneof(fc.constantFrom(...rateSheetIds), fc.anything()),
          tier: field,
          sex: field,
          term: field,
          tobacco: field,
          age: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.anything()),
          coverage: fc.oneof(
            fc.integer({ min: 0, max: 20 }).map((u) => u * 50_000),
            fc.anything(),
          ),
        }),
        (request) => {
          try {
            const q = quote(request as QuoteRequest);
            for (const amount of [q.monthly, ...Object.values(q.byFrequency)]) {
              expect(Number.isFinite(amount)).toBe(true);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(QuoteError);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
