import type { Sex, Term, Tier } from './rate-keys';
import { ageRangeFor, entriesFor } from './rate-lookup';
import type { RateSheetId } from './rate-sheet-ids';
import { rateSheets } from './rate-sheets';
import { quote } from './quote';

export interface ExampleRate {
  age: number;
  coverage: number;
  monthly: number;
}

export interface ExampleRatesOptions {
  ages?: readonly number[];
  coverage?: number;
  tier?: Tier;
  sex?: Sex;
  term?: Term;
  tobacco?: boolean;
}

/**
 * A few example monthly rates for a plan landing page: by default ages 25, 35 and 45 at
 * $100,000. Level Term 10/20 defaults to the standard tier, sex M, term 10 (the curve of the
 * spec's samples). Ages the sheet does not cover are left out rather than shown wrong; a sheet
 * that covers none of them (a child's plan) shows its youngest, middle and oldest ages instead. A
 * coverage the sheet does not sell is brought to its nearest amount (a child's plan sells less).
 */
export function exampleRates(
  rateSheet: RateSheetId,
  options: ExampleRatesOptions = {},
): ExampleRate[] {
  const sheet = rateSheets[rateSheet];
  const { ages = [25, 35, 45] } = options;
  const key = {
    tier: sheet.dimensions.tier ? (options.tier ?? 'standard') : undefined,
    sex: sheet.dimensions.sex ? (options.sex ?? 'M') : undefined,
    term: sheet.dimensions.term ? (options.term ?? 10) : undefined,
    tobacco: sheet.dimensions.tobacco ? (options.tobacco ?? false) : undefined,
  };
  const range = ageRangeFor(sheet, key);
  if (range === undefined) return [];
  const entries = entriesFor(sheet, key);
  const lowest = Math.min(...entries.map((entry) => entry.minCoverage));
  const highest = Math.max(...entries.map((entry) => entry.maxCoverage));
  const coverage = Math.min(highest, Math.max(lowest, options.coverage ?? 100_000));
  const covered = ages.filter((age) => age >= range.minAge && age <= range.maxAge);
  const shown =
    covered.length > 0
      ? covered
      : [range.minAge, Math.round((range.minAge + range.maxAge) / 2), range.maxAge];
  return shown.map((age) => ({
    age,
    coverage,
    monthly: quote({ rateSheet, ...key, age, coverage }).monthly,
  }));
}
