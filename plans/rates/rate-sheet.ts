import type { RateSheetId } from './rate-sheet-ids';
import type { Sex, Term, Tier } from './rate-keys';

/** One row of a rate table: the monthly cost of one rate unit of coverage at one issue age. */
export interface RateEntry {
  tier?: Tier;
  sex?: Sex;
  term?: Term;
  tobacco?: boolean;
  age: number;
  minCoverage: number;
  maxCoverage: number;
  /** US dollars per month for each `coveragePerRateUnit` of coverage. */
  monthlyCost: number;
  scheduleCode?: string;
}

/** Which keys, besides age, a sheet's entries carry. */
export interface RateSheetDimensions {
  tier: boolean;
  sex: boolean;
  term: boolean;
  tobacco: boolean;
}

export interface RateSheet {
  id: RateSheetId;
  name: string;
  /** The data file's statement that its values are illustrative. */
  illustrative: string;
  /** The data file's statement of the unit of `monthlyCost`. */
  monthlyCostUnit: string;
  coveragePerRateUnit: number;
  coverageStep: number;
  dimensions: RateSheetDimensions;
  entries: readonly RateEntry[];
}
