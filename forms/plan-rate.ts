import type { MonthlyRate, PlanRef, RateQuery } from '../engine';
import {
  coverageOptionsOf,
  isSex,
  isRateSheetId,
  monthlyRate,
  planVariant,
  QuoteError,
  rateSheets,
  type QuoteRequest,
  type ResolvedVariant,
  type Tier,
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

/** The tier the variant prices a tobacco answer at (`rateTiers`); none without one or an answer. */
function tierOf(variant: ResolvedVariant, tobacco: boolean | undefined): Tier | undefined {
  if (!variant.rateTiers || tobacco === undefined) return undefined;
  return tobacco ? variant.rateTiers.tobacco : variant.rateTiers.noTobacco;
}

/**
 * The rate of the plan's rate sheet for a coverage the variant offers at that age and term, at
 * the sex answered and the tier of the tobacco answer; undefined for a plan without a sheet,
 * coverage it does not offer, or a key the sheet prices by left unanswered (tobacco, sex): a
 * premium is shown only when it is the applicant's.
 */
export function planMonthlyRate(ref: PlanRef, query: RateQuery): MonthlyRate | undefined {
  const variant = variantOf(ref);
  const sheetId = variant?.rateSheet;
  const term = quoteTerm(query.term);
  if (!variant || !isRateSheetId(sheetId) || term === null) return undefined;
  if (rateSheets[sheetId].dimensions.tobacco && query.tobacco === undefined) return undefined;
  if (!coverageOptionsOf(variant, query.age, query.term).includes(query.coverage)) return undefined;
  const { age, coverage, tobacco } = query;
  // A sex answer that is not a sex of the tables (M or F) is priced by none.
  if (query.sex !== undefined && !isSex(query.sex)) return undefined;
  const sex = query.sex;
  const tier = tierOf(variant, tobacco);
  // A sheet priced by tier takes the tobacco answer through the tier, not as a key of its own.
  const byTier = tier !== undefined;
  try {
    const { cents, perCoverage } = monthlyRate({
      rateSheet: sheetId,
      age,
      coverage,
      tobacco: byTier ? undefined : tobacco,
      term,
      tier,
      sex,
    });
    return { cents, perCoverage };
  } catch (error) {
    if (error instanceof QuoteError) return undefined;
    throw error;
  }
}
