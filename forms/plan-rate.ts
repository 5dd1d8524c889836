import type { MonthlyRate, PlanRef, RateQuery } from '../engine';
import {
  coverageOptionsOf,
  isRateSheetId,
  monthlyRate,
  planVariant,
  QuoteError,
  rateSheets,
  type QuoteRequest,
  type ResolvedVariant,
} from '../plans';

// The catalogue is fixed config: each variant is resolved once, not on every rate the build
// tabulates for a form's plan snapshot.
const variants = new Map<string, ResolvedVariant | undefined>();
function variantOf(ref: PlanRef): ResolvedVariant | undefined {
  const key = JSON.stringify([ref.plan, ref.variant]);
  if (!variants.has(key)) variants.set(key, planVariant(ref.plan, ref.variant));
  return variants.get(key);
}

function quoteTerm(term: string | undefined): QuoteRequest['term'] | null {
  if (term === undefined || term === '10' || term === '20') return term;
  return null;
}

/**
 * The rate of the plan's rate sheet for a coverage the variant offers at that age and term;
 * undefined for a plan without a sheet, coverage it does not offer, or a key the sheet prices by
 * left unanswered (tobacco): a premium is shown only when it is the applicant's.
 */
export function planMonthlyRate(ref: PlanRef, query: RateQuery): MonthlyRate | undefined {
  const variant = variantOf(ref);
  const sheetId = variant?.rateSheet;
  const term = quoteTerm(query.term);
  if (!variant || !isRateSheetId(sheetId) || term === null) return undefined;
  if (rateSheets[sheetId].dimensions.tobacco && query.tobacco === undefined) return undefined;
  if (!coverageOptionsOf(variant, query.age, query.term).includes(query.coverage)) return undefined;
  const { age, coverage, tobacco } = query;
  try {
    const { cents, perCoverage } = monthlyRate({
      rateSheet: sheetId,
      age,
      coverage,
      tobacco,
      term,
    });
    return { cents, perCoverage };
  } catch (error) {
    if (error instanceof QuoteError) return undefined;
    throw error;
  }
}
