import type { Sex, Term, Tier } from './rate-keys';
import { ageRangeFor } from './rate-lookup';
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
 * spec's samples). Ages the sheet does not cover are left out rather than shown wrong.
 */
export function exampleRates(
  rateSheet: RateSheetId,
  options: ExampleRatesOptions = {},
): ExampleRate[] {
  const sheet = rateSheets[rateSheet];
  const { ages = [25, 35, 45], coverage = 100_000 } = options;
  const key = {
    tier: sheet.dimensions.tier ? (options.tier ?? 'standard') : undefined,
    sex: sheet.dimensions.sex ? (options.sex ?? 'M') : undefined,
    term: sheet.dimensions.term ? (options.term ?? 10) : undefined,
    tobacco: sheet.dimensions.tobacco ? (options.tobacco ?? false) : undefined,
  };
  const range = ageRangeFor(sheet, key);
  return ages
    .filter((age) => range !== undefined && age >= range.minAge && age <= range.maxAge)
    .map((age) => ({
      age,
      coverage,
      monthly: quote({ rateSheet, ...key, age, coverage }).monthly,
    }));
}
