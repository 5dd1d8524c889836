// The illustrative rate curve behind plans/rates/data/*.json, as a pure function so the
// committed data can be checked against it (rate-tables.test.ts) and regenerated
// (generate-rate-tables.ts).
import { coverageBands, coveragePerRateUnit } from '../../plans/rates/coverage-bands';
import { scheduleCodeFor } from '../../plans/rates/schedule-codes';
import type { RateSheetId } from '../../plans/rates/rate-sheet-ids';
import { sexes, terms, tiers, type Sex, type Term, type Tier } from '../../plans/rates/rate-keys';

// Base curve, Level Term 10/20, standard tier, sex M, term 10, first band: a floor plus an
// exponential (Gompertz-like) mortality term through the spec's two samples, 4.38 at 36 and
// 24.42 at 54 (growth near 11% a year, close to real adult mortality).
const floor = 1.0;
const sampleYoung = { age: 36, monthlyCost: 4.38 };
const sampleOld = { age: 54, monthlyCost: 24.42 };
const growth =
  Math.log((sampleOld.monthlyCost - floor) / (sampleYoung.monthlyCost - floor)) /
  (sampleOld.age - sampleYoung.age);

function baseCurve(age: number): number {
  return floor + (sampleYoung.monthlyCost - floor) * Math.exp(growth * (age - sampleYoung.age));
}

function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(6))) / 100;
}

const tierFactor: Record<Tier, number> = { standard: 1, select: 0.85, preferred: 0.72 };
const sexFactor: Record<Sex, number> = { M: 1, F: 0.82 };
/** Twenty level years cost more than ten. */
const termFactor: Record<Term, number> = { 10: 1, 20: 1.45 };
/** Larger policies are cheaper per $50,000. */
const bandFactor: Record<1 | 2, number> = { 1: 1, 2: 0.9 };
/** Level Term 10/20 issue ages per term (spec §9). */
const levelTermAges: Record<Term, { min: number; max: number }> = {
  10: { min: 17, max: 64 },
  20: { min: 17, max: 54 },
};

const unit = `US dollars per month for each $${coveragePerRateUnit.toLocaleString('en-US')} of coverage (monthly premium = monthlyCost x coverage / ${coveragePerRateUnit}, rounded to the cent)`;
const generatedBy = 'npx tsx scripts/cli/generate-rate-tables.ts';

function illustrative(samples: string): string {
  return `Illustrative rates, not filed rates: generated from a smooth curve over age by scripts/cli/generate-rate-tables.ts. ${samples}`;
}

type Row = (string | number)[];

export interface SheetFile {
  id: RateSheetId;
  name: string;
  illustrative: string;
  monthlyCostUnit: string;
  coveragePerRateUnit: number;
  coverageStep: number;
  generatedBy: string;
  columns: string[];
  rows: Row[];
}

function levelTerm1020(): SheetFile {
  const rows: Row[] = [];
  for (const tier of tiers)
    for (const sex of sexes)
      for (const term of terms)
        for (let age = levelTermAges[term].min; age <= levelTermAges[term].max; age += 1)
          for (const band of coverageBands) {
            const cost = toCents(
              baseCurve(age) *
                tierFactor[tier] *
                sexFactor[sex] *
                termFactor[term] *
                bandFactor[band.band],
            );
            const code = scheduleCodeFor(age, band.minCoverage);
            if (code === undefined) throw new Error(`no schedule code for age ${age}`);
            rows.push([tier, sex, term, age, band.minCoverage, band.maxCoverage, cost, code]);
          }
  return {
    id: 'level-term-10-20',
    name: 'Level Term 10/20',
    illustrative: illustrative(
      'Only the spec samples are given values: standard tier, sex M, term 10, first band (50,000-200,000), age 36 = 4.38 and age 54 = 24.42.',
    ),
    monthlyCostUnit: unit,
    coveragePerRateUnit,
    coverageStep: 50_000,
    generatedBy,
    columns: [
      'tier',
      'sex',
      'term',
      'age',
      'minCoverage',
      'maxCoverage',
      'monthlyCost',
      'scheduleCode',
    ],
    rows,
  };
}

interface UnisexSheet {
  id: RateSheetId;
  name: string;
  minAge: number;
  maxAge: number;
  minCoverage: number;
  maxCoverage: number;
  /** Relative to the base curve; group sheets are unisex and priced near the male curve. */
  factor: number;
  tobaccoFactor?: number;
  /** The smallest coverage step priced; 50,000 unless the plan sells smaller amounts. */
  coverageStep?: number;
  /** Said in the sheet's statement after "Unisex, per issue age". */
  note?: string;
}

const unisexSheets: UnisexSheet[] = [
  {
    id: 'level-term-i',
    name: 'Level Term I',
    minAge: 17,
    maxAge: 64,
    minCoverage: 50_000,
    maxCoverage: 500_000,
    factor: 1.12,
  },
  {
    id: 'level-term-ii',
    name: 'Level Term II',
    minAge: 17,
    maxAge: 64,
    minCoverage: 50_000,
    maxCoverage: 500_000,
    factor: 1.06,
  },
  {
    id: 'term-90',
    name: 'Term 90',
    minAge: 17,
    maxAge: 69,
    minCoverage: 50_000,
    maxCoverage: 500_000,
    factor: 1.2,
  },
  {
    id: 'term-90-plus',
    name: 'Term 90 Plus',
    minAge: 17,
    maxAge: 69,
    minCoverage: 50_000,
    maxCoverage: 1_000_000,
    factor: 0.95,
    tobaccoFactor: 2.2,
  },
  {
    id: 'nexgen-adult',
    name: 'NexGen Adult',
    minAge: 20,
    maxAge: 69,
    minCoverage: 50_000,
    maxCoverage: 250_000,
    factor: 1.1,
  },
  {
    id: 'nexgen-dependent',
    name: 'NexGen Dependent Term',
    minAge: 0,
    maxAge: 22,
    minCoverage: 10_000,
    maxCoverage: 25_000,
    // Small amounts bought for a child: the association's schedule is kept near a dollar a month
    // for $10,000 at birth.
    factor: 4,
    coverageStep: 5_000,
    note: ', the child priced at their own issue age',
  },
  {
    id: 'national-guard',
    name: 'National Guard Group Life',
    minAge: 0,
    maxAge: 69,
    minCoverage: 10_000,
    maxCoverage: 500_000,
    factor: 1,
    coverageStep: 10_000,
    note: ', one curve for the member, the spouse and each dependent child, each priced at their own age and coverage (children from age 0)',
  },
];

function unisex(sheet: UnisexSheet): SheetFile {
  const rows: Row[] = [];
  const uses =
    sheet.tobaccoFactor === undefined ? [undefined] : (['no-tobacco', 'tobacco'] as const);
  for (const use of uses)
    for (let age = sheet.minAge; age <= sheet.maxAge; age += 1) {
      const factor = sheet.factor * (use === 'tobacco' ? (sheet.tobaccoFactor ?? 1) : 1);
      const row: Row = [
        age,
        sheet.minCoverage,
        sheet.maxCoverage,
        toCents(baseCurve(age) * factor),
      ];
      rows.push(use === undefined ? row : [use, ...row]);
    }
  const columns = ['age', 'minCoverage', 'maxCoverage', 'monthlyCost'];
  return {
    id: sheet.id,
    name: sheet.name,
    illustrative: illustrative(
      `The spec gives no ${sheet.name} values; every value here is illustrative. Unisex, per issue age${sheet.note ?? ''}${sheet.tobaccoFactor === undefined ? '' : ', with a no-tobacco and a tobacco sheet'}.`,
    ),
    monthlyCostUnit: unit,
    coveragePerRateUnit,
    coverageStep: sheet.coverageStep ?? 50_000,
    generatedBy,
    columns: sheet.tobaccoFactor === undefined ? columns : ['tobacco', ...columns],
    rows,
  };
}

/** Every rate data file, as generated; throws if the spec samples are not reproduced exactly. */
export function buildRateTables(): SheetFile[] {
  const levelTerm = levelTerm1020();
  for (const sample of [sampleYoung, sampleOld]) {
    const row = levelTerm.rows.find(
      (r) =>
        r[0] === 'standard' &&
        r[1] === 'M' &&
        r[2] === 10 &&
        r[3] === sample.age &&
        r[4] === 50_000,
    );
    if (row?.[6] !== sample.monthlyCost) {
      throw new Error(`sample at age ${sample.age} not reproduced`);
    }
  }
  return [levelTerm, ...unisexSheets.map(unisex)];
}
