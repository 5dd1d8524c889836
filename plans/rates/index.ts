// Public face of plans/rates/: rate tables as data (plans/rates/data/*.json), schedule codes and
// the quote function. Rates are monthly US dollars per $50,000 of coverage, illustrative except
// the spec's samples.
export { rateSheetIds, isRateSheetId, type RateSheetId } from './rate-sheet-ids';
export {
  tiers,
  sexes,
  isSex,
  terms,
  tobaccoSheets,
  type Tier,
  type Sex,
  type Term,
  type TobaccoSheet,
} from './rate-keys';
export {
  coverageBands,
  coverageBandOf,
  coveragePerRateUnit,
  type CoverageBand,
} from './coverage-bands';
export {
  scheduleAgeBands,
  scheduleCodeFor,
  ageForScheduleCode,
  ageBandForScheduleCode,
  type ScheduleAgeBand,
} from './schedule-codes';
export type { RateEntry, RateSheet, RateSheetDimensions } from './rate-sheet';
export { rateSheets } from './rate-sheets';
export { curveKeys } from './curve-keys';
export { entriesFor, ageRangeFor, rateEntryFor, type RateKey, type AgeRange } from './rate-lookup';
export { frequencyMultipliers, type QuoteFrequency } from './payment-frequencies';
export { QuoteError, type QuoteField } from './quote-error';
export { monthlyRate, type MonthlyRate } from './rate-request';
export { quote, type Quote, type QuoteRequest } from './quote';
export { exampleRates, type ExampleRate, type ExampleRatesOptions } from './example-rates';
