import { branches, dutyStatuses, memberStatuses, paymentMethods, states } from '../../validators';
import { certificateProductIds } from '../certificates';
import { curveKeys, rateEntryFor, rateSheetIds, rateSheets } from '../rates';
import type { RateKey, RateSheet } from '../rates';

/** The codes and keys a plan file may name, each list owned elsewhere. */
export interface CatalogueReferences {
  states: readonly string[];
  dutyStatuses: readonly string[];
  branches: readonly string[];
  memberStatuses: readonly string[];
  paymentMethods: readonly string[];
  certificateProductIds: readonly string[];
  rateSheetIds: readonly string[];
  /** Ages and coverage each rate sheet can quote; a sheet left out here is not compared. */
  rateSheetBounds: Readonly<Record<string, RateSheetBounds>>;
  /** Each rate sheet's curves that have no rate for an age and coverage; a sheet left out is not looked at. */
  rateSheetGaps: Readonly<Record<string, RateSheetGaps>>;
}

/** The curves of a sheet (of one term, when given) with no rate for the age and coverage. */
export type RateSheetGaps = (age: number, coverage: number, term?: number) => RateKey[];

/** The reference lists that hold plain codes and keys. */
export type ReferenceListName = Exclude<
  keyof CatalogueReferences,
  'rateSheetBounds' | 'rateSheetGaps'
>;

export interface RateSheetBounds {
  minAge: number;
  maxAge: number;
  minCoverage: number;
  maxCoverage: number;
}

/** The real lists: validators' reference lists, the certificate products and the rate sheets. */
export function catalogueReferences(): CatalogueReferences {
  return {
    states: states.map((state) => state.code),
    dutyStatuses: [...new Set(dutyStatuses.map((status) => status.code))],
    branches: branches.map((branch) => branch.id),
    memberStatuses: memberStatuses.map((status) => status.code),
    paymentMethods: paymentMethods.map((method) => method.code),
    certificateProductIds,
    rateSheetIds,
    rateSheetBounds: Object.fromEntries(
      Object.values(rateSheets).map((sheet) => [sheet.id, boundsOf(sheet)]),
    ),
    rateSheetGaps: Object.fromEntries(
      Object.values(rateSheets).map((sheet) => [sheet.id, rateSheetGapsOf(sheet)]),
    ),
  };
}

function boundsOf(sheet: RateSheet): RateSheetBounds {
  const entries = sheet.entries;
  return {
    minAge: Math.min(...entries.map((entry) => entry.age)),
    maxAge: Math.max(...entries.map((entry) => entry.age)),
    minCoverage: Math.min(...entries.map((entry) => entry.minCoverage)),
    maxCoverage: Math.max(...entries.map((entry) => entry.maxCoverage)),
  };
}

export function rateSheetGapsOf(sheet: RateSheet): RateSheetGaps {
  const keys = curveKeys(sheet);
  return (age, coverage, term) =>
    keys.filter(
      (key) =>
        (term === undefined || key.term === undefined || key.term === term) &&
        rateEntryFor(sheet, key, age, coverage) === undefined,
    );
}
