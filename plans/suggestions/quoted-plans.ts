import { allPlans } from '../catalogue/catalogue';
import { coverageOptionsOf } from '../catalogue/coverage-options';
import type { ResolvedVariant } from '../catalogue/plan-config';
import { resolveVariant } from '../catalogue/resolve-variant';
import { isStateAvailableFor } from '../catalogue/state-availability';
import { sexes, terms, tiers } from '../rates/rate-keys';
import type { RateSheetDimensions } from '../rates/rate-sheet';
import { isRateSheetId, type RateSheetId } from '../rates/rate-sheet-ids';
import { rateSheets } from '../rates/rate-sheets';
import { quote, type QuoteRequest } from '../rates/quote';
import { QuoteError } from '../rates/quote-error';

/** The home page's quote box: the visitor's age, the coverage wanted and the state lived in. */
export interface QuoteBoxRequest {
  age: number;
  coverage: number;
  /** A state code of the validators' list. */
  state: string;
}

/** What a plan that fits costs, from its rate table. */
export interface PlanQuote {
  planId: string;
  variantId: string;
  name: string;
  /** US dollars a month: the lowest and the highest rate the table gives at this age and amount. */
  lowest: number;
  highest: number;
  /** What moves the rate between lowest and highest ('tobacco use', 'sex', ...): none when one. */
  pricedBy: string[];
  landingPage: string | null;
  applyRoute: string | null;
}

const dimensionNames: Record<keyof RateSheetDimensions, string> = {
  tier: 'health class',
  sex: 'sex',
  term: 'term',
  tobacco: 'tobacco use',
};

/**
 * Every curve of a sheet the box cannot choose between, since it asks only age and coverage:
 * each tier, sex, term and tobacco answer the sheet is keyed by.
 */
function curvesOf(sheet: RateSheetId): Omit<QuoteRequest, 'age' | 'coverage'>[] {
  const { tier, sex, term, tobacco } = rateSheets[sheet].dimensions;
  const requests: Omit<QuoteRequest, 'age' | 'coverage'>[] = [];
  for (const t of tier ? tiers : [undefined])
    for (const s of sex ? sexes : [undefined])
      for (const years of term ? terms : [undefined])
        for (const uses of tobacco ? [false, true] : [undefined])
          requests.push({ rateSheet: sheet, tier: t, sex: s, term: years, tobacco: uses });
  return requests;
}

/** The monthly rates of every curve that prices this age and amount; a curve that does not is skipped. */
function ratesOf(sheet: RateSheetId, age: number, coverage: number): number[] {
  return curvesOf(sheet).flatMap((curve) => {
    try {
      return [quote({ ...curve, age, coverage }).monthly];
    } catch (error) {
      if (error instanceof QuoteError) return [];
      throw error;
    }
  });
}

function quoteFor(variant: ResolvedVariant, request: QuoteBoxRequest): PlanQuote | undefined {
  const sheet = variant.rateSheet;
  if (!variant.soldOnline || variant.insured !== 'member' || !sheet || !isRateSheetId(sheet))
    return undefined;
  if (!isStateAvailableFor(variant, request.state)) return undefined;
  if (!coverageOptionsOf(variant, request.age).includes(request.coverage)) return undefined;
  const rates = ratesOf(sheet, request.age, request.coverage);
  if (rates.length === 0) return undefined;
  const dimensions = rateSheets[sheet].dimensions;
  const lowest = Math.min(...rates);
  const highest = Math.max(...rates);
  return {
    planId: variant.planId,
    variantId: variant.variantId,
    name: variant.variantName,
    lowest,
    highest,
    pricedBy:
      lowest === highest
        ? []
        : (Object.keys(dimensionNames) as (keyof RateSheetDimensions)[])
            .filter((dimension) => dimensions[dimension])
            .map((dimension) => dimensionNames[dimension]),
    landingPage: variant.landingPage ?? null,
    applyRoute: variant.application?.route ?? null,
  };
}

/**
 * The plans sold online that fit an age, a coverage amount and a state (the catalogue's age
 * range, coverage amounts and states where sold), each priced by its rate table through `quote`:
 * one per plan page (the first variant that fits), cheapest first. Plans without a rate table
 * are left out, as the box could not say what they cost.
 */
export function quotedPlans(request: QuoteBoxRequest): PlanQuote[] {
  if (!Number.isInteger(request.age) || !Number.isInteger(request.coverage)) return [];
  const quotes = new Map<string, PlanQuote>();
  for (const plan of allPlans()) {
    for (const variant of plan.variants) {
      const resolved = resolveVariant(plan, variant);
      const page = `${plan.id} ${resolved.landingPage ?? ''}`;
      if (quotes.has(page)) continue;
      const found = quoteFor(resolved, request);
      if (found) quotes.set(page, found);
    }
  }
  return [...quotes.values()].sort((a, b) => a.lowest - b.lowest);
}
