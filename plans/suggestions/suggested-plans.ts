import { allPlans } from '../catalogue/catalogue';
import { coverageOptionsOf } from '../catalogue/coverage-options';
import type { ResolvedVariant } from '../catalogue/plan-config';
import { resolveVariant } from '../catalogue/resolve-variant';
import { isStateAvailableFor } from '../catalogue/state-availability';
import { isRateSheetId, type RateSheetId } from '../rates/rate-sheet-ids';
import { rateSheets } from '../rates/rate-sheets';
import { quote } from '../rates/quote';
import { QuoteError } from '../rates/quote-error';

/** Who is asking and how much coverage the estimate calls for. */
export interface SuggestionRequest {
  /** A duty status code (spec §3), e.g. '3' for retired. */
  dutyStatusCode: string;
  /** A state code of the validators' list. */
  state: string;
  age: number;
  /** The coverage the estimate calls for, in dollars. */
  amount: number;
  tobacco: boolean;
}

/** A plan the applicant can buy, at the amount nearest the estimate that it offers. */
export interface PlanSuggestion {
  planId: string;
  variantId: string;
  name: string;
  /** The lowest amount the plan offers at this age that covers the estimate, else its highest. */
  coverage: number;
  /** False when even the plan's highest amount falls short of the estimate. */
  coversEstimate: boolean;
  /** US dollars a month, to the cent. */
  monthly: number;
  /** The plan's page, where its application starts. */
  landingPage: string | null;
}

/**
 * A sheet the calculator can price from its answers: it asks no sex, tier or term, so Level
 * Term 10/20 (priced by all three) is left out rather than priced on a guess.
 */
function priceableSheet(variant: ResolvedVariant): RateSheetId | undefined {
  const id = variant.rateSheet;
  if (!isRateSheetId(id)) return undefined;
  const { sex, tier, term } = rateSheets[id].dimensions;
  return sex || tier || term ? undefined : id;
}

function suggestionFor(
  variant: ResolvedVariant,
  request: SuggestionRequest,
): PlanSuggestion | undefined {
  const sheet = priceableSheet(variant);
  if (!variant.soldOnline || variant.insured !== 'member' || sheet === undefined) return undefined;
  // A plan that names no duty status is sold by another rule (a former dependent): not matched.
  if (!variant.dutyStatuses?.includes(request.dutyStatusCode)) return undefined;
  if (!isStateAvailableFor(variant, request.state)) return undefined;
  const amounts = coverageOptionsOf(variant, request.age);
  const highest = amounts.at(-1);
  if (highest === undefined) return undefined;
  const coverage = amounts.find((amount) => amount >= request.amount) ?? highest;
  try {
    const { monthly } = quote({
      rateSheet: sheet,
      age: request.age,
      coverage,
      ...(rateSheets[sheet].dimensions.tobacco ? { tobacco: request.tobacco } : {}),
    });
    return {
      planId: variant.planId,
      variantId: variant.variantId,
      name: variant.variantName,
      coverage,
      coversEstimate: coverage >= request.amount,
      monthly,
      landingPage: variant.landingPage ?? null,
    };
  } catch (error) {
    // An age or amount the rate table does not price: the plan is not offered to this applicant.
    if (error instanceof QuoteError) return undefined;
    throw error;
  }
}

/**
 * The plans of the catalogue that fit the applicant's duty status, state and age, one per plan
 * (its first variant that fits), each at the amount nearest the estimate: those that cover the
 * estimate first, then cheapest first. No estimate, no suggestion.
 */
export function suggestedPlans(request: SuggestionRequest): PlanSuggestion[] {
  if (!(request.amount > 0) || !Number.isInteger(request.age)) return [];
  const suggestions: PlanSuggestion[] = [];
  for (const plan of allPlans()) {
    for (const variant of plan.variants) {
      const suggestion = suggestionFor(resolveVariant(plan, variant), request);
      if (suggestion) {
        suggestions.push(suggestion);
        break;
      }
    }
  }
  return suggestions.sort(
    (a, b) => Number(b.coversEstimate) - Number(a.coversEstimate) || a.monthly - b.monthly,
  );
}
