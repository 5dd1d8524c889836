import { branches, dutyStatuses, memberStatuses, paymentMethods, states } from '../../validators';
import { certificateProductIds } from '../certificates';
import { rateSheetIds, rateSheets } from '../rates';
import type { RateSheet } from '../rates';

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
}

/** The reference lists that hold plain codes and keys. */
export type ReferenceListName = Exclude<keyof CatalogueReferences, 'rateSheetBounds'>;

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
