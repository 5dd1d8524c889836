import { describe, expect, it } from 'vitest';
import { coverageBands } from './coverage-bands';
import { parseRateSheet } from './parse-rate-sheet';
import { sexes, terms, tiers } from './rate-keys';
import { entriesFor, rateEntryFor } from './rate-lookup';
import { rateSheetIds } from './rate-sheet-ids';
import { rateSheets } from './rate-sheets';
import { scheduleCodeFor } from './schedule-codes';
import { curveKeys } from './curve-keys';

const levelTerm = rateSheets['level-term-10-20'];
const firstBand = 50_000;
const secondBand = 250_000;

function cost(
  tier: 'standard' | 'select' | 'preferred',
  sex: 'M' | 'F',
  term: 10 | 20,
  age: number,
  coverage = firstBand,
) {
  const entry = rateEntryFor(levelTerm, { tier, sex, term }, age, coverage);
  if (entry === undefined) throw new Error(`no entry ${tier} ${sex} ${term} ${age} ${coverage}`);
  return entry.monthlyCost;
}

function ages(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

describe('spec samples (first band; standard tier, sex M, term 10)', () => {
  it('age 36 is 4.38 and age 54 is 24.42', () => {
    expect(cost('standard', 'M', 10, 36)).toBe(4.38);
    expect(cost('standard', 'M', 10, 54)).toBe(24.42);
  });
});

describe('every rate data file', () => {
  it.each(rateSheetIds)('%s states that its values are illustrative and the unit', (id) => {
    const sheet = rateSheets[id];
    expect(sheet.id).toBe(id);
    expect(sheet.illustrative).toMatch(/^Illustrative rates/);
    expect(sheet.monthlyCostUnit).toContain('US dollars per month for each $50,000 of coverage');
    expect(sheet.coveragePerRateUnit).toBe(50_000);
  });

  it.each(rateSheetIds)('%s has exactly one entry per curve, age and band', (id) => {
    const sheet = rateSheets[id];
    const seen = new Set<string>();
    for (const e of sheet.entries) {
      const key = JSON.stringify([e.tier, e.sex, e.term, e.tobacco, e.age, e.minCoverage]);
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    for (const key of curveKeys(sheet)) expect(entriesFor(sheet, key).length).toBeGreaterThan(0);
  });
});

describe('every curve of every sheet', () => {
  it.each(rateSheetIds)('%s never gets cheaper with age, at any coverage', (id) => {
    const sheet = rateSheets[id];
    for (const key of curveKeys(sheet))
      for (const band of new Set(entriesFor(sheet, key).map((e) => e.minCoverage))) {
        const costs = entriesFor(sheet, key)
          .filter((e) => e.minCoverage === band)
          .sort((a, b) => a.age - b.age)
          .map((e) => e.monthlyCost);
        costs
          .slice(1)
          .forEach((c, i) =>
            expect(c, `${id} ${JSON.stringify(key)}`).toBeGreaterThanOrEqual(costs[i] ?? Infinity),
          );
      }
  });
});

describe('Level Term 10/20 table', () => {
  const ageRange = { 10: ages(17, 64), 20: ages(17, 54) } as const;

  it('covers every tier, sex, term, issue age and both coverage bands', () => {
    for (const tier of tiers)
      for (const sex of sexes)
        for (const term of terms)
          for (const age of ageRange[term])
            for (const band of coverageBands) {
              const entry = rateEntryFor(levelTerm, { tier, sex, term }, age, band.minCoverage);
              expect(entry, `${tier} ${sex} ${term} ${age}`).toMatchObject({
                minCoverage: band.minCoverage,
                maxCoverage: band.maxCoverage,
                scheduleCode: scheduleCodeFor(age, band.minCoverage),
              });
            }
    expect(levelTerm.entries).toHaveLength(tiers.length * sexes.length * (48 + 38) * 2);
  });

  it('has no term 10 entry beyond 64 and no term 20 entry beyond 54', () => {
    expect(
      rateEntryFor(levelTerm, { tier: 'standard', sex: 'M', term: 10 }, 65, firstBand),
    ).toBeUndefined();
    expect(
      rateEntryFor(levelTerm, { tier: 'standard', sex: 'M', term: 20 }, 55, firstBand),
    ).toBeUndefined();
    expect(
      rateEntryFor(levelTerm, { tier: 'standard', sex: 'M', term: 10 }, 16, firstBand),
    ).toBeUndefined();
  });

  it('prices preferred < select < standard, F < M, term 20 > term 10, second band cheaper per unit', () => {
    for (const sex of sexes)
      for (const term of terms)
        for (const age of ageRange[term])
          for (const coverage of [firstBand, secondBand]) {
            const where = `${sex} ${term} ${age} ${coverage}`;
            expect(cost('preferred', sex, term, age, coverage), where).toBeLessThan(
              cost('select', sex, term, age, coverage),
            );
            expect(cost('select', sex, term, age, coverage), where).toBeLessThan(
              cost('standard', sex, term, age, coverage),
            );
          }
    for (const tier of tiers)
      for (const term of terms)
        for (const age of ageRange[term]) {
          expect(cost(tier, 'F', term, age)).toBeLessThan(cost(tier, 'M', term, age));
          expect(cost(tier, 'M', term, age, secondBand)).toBeLessThan(cost(tier, 'M', term, age));
        }
    for (const tier of tiers)
      for (const sex of sexes)
        for (const age of ageRange[20])
          expect(cost(tier, sex, 20, age)).toBeGreaterThan(cost(tier, sex, 10, age));
  });
});

describe('the other rate sheets', () => {
  it.each([
    ['level-term-i', 17, 64, 500_000],
    ['level-term-ii', 17, 64, 500_000],
    ['term-90', 17, 69, 500_000],
    ['term-90-plus', 17, 69, 1_000_000],
    ['nexgen-adult', 20, 69, 250_000],
  ] as const)('%s covers every age %i-%i from 50,000 to %i', (id, min, max, maxCoverage) => {
    const sheet = rateSheets[id];
    for (const key of curveKeys(sheet)) {
      expect(entriesFor(sheet, key).map((e) => e.age)).toEqual(ages(min, max));
      for (const e of entriesFor(sheet, key))
        expect([e.minCoverage, e.maxCoverage]).toEqual([50_000, maxCoverage]);
    }
  });

  it('Term 90 Plus holds a no-tobacco and a dearer tobacco sheet', () => {
    const sheet = rateSheets['term-90-plus'];
    for (const age of ages(17, 69)) {
      const plain = rateEntryFor(sheet, { tobacco: false }, age, 50_000)?.monthlyCost ?? NaN;
      const tobacco = rateEntryFor(sheet, { tobacco: true }, age, 50_000)?.monthlyCost ?? NaN;
      expect(tobacco).toBeGreaterThan(plain);
    }
  });
});

describe('parseRateSheet', () => {
  const valid = {
    id: 'term-90',
    name: 'Term 90',
    illustrative: 'Illustrative rates',
    monthlyCostUnit: 'US dollars per month',
    coveragePerRateUnit: 50_000,
    coverageStep: 50_000,
    columns: ['age', 'minCoverage', 'maxCoverage', 'monthlyCost'],
    rows: [[30, 50_000, 500_000, 3.5]],
  };

  it('reads a well-formed file', () => {
    expect(parseRateSheet(valid).entries).toEqual([
      { age: 30, minCoverage: 50_000, maxCoverage: 500_000, monthlyCost: 3.5 },
    ]);
  });

  it.each([
    ['not an object', null, /not an object/],
    ['unknown id', { ...valid, id: 'term-99' }, /unknown id/],
    [
      'unknown column',
      { ...valid, columns: ['age', 'minCoverage', 'maxCoverage', 'price'] },
      /columns/,
    ],
    [
      'missing column',
      { ...valid, columns: ['age', 'minCoverage', 'maxCoverage'] },
      /missing columns monthlyCost/,
    ],
    ['no rows', { ...valid, rows: [] }, /no rows/],
    ['short row', { ...valid, rows: [[30, 50_000, 500_000]] }, /row 1: expected 4 cells/],
    ['fraction of a cent', { ...valid, rows: [[30, 50_000, 500_000, 3.505]] }, /monthlyCost/],
    ['text age', { ...valid, rows: [['30', 50_000, 500_000, 3.5]] }, /column "age"/],
    [
      'inverted band',
      { ...valid, rows: [[30, 500_000, 50_000, 3.5]] },
      /minCoverage > maxCoverage/,
    ],
    [
      'bad tier',
      { ...valid, columns: ['tier', ...valid.columns], rows: [['gold', 30, 50_000, 500_000, 3.5]] },
      /tier/,
    ],
    ['no unit', { ...valid, monthlyCostUnit: '' }, /monthlyCostUnit/],
  ])('refuses %s', (_, raw, message) => {
    expect(() => parseRateSheet(raw)).toThrow(message);
  });
});
