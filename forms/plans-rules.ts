import type { CoverageOptions, PlanRef, PlanRules } from '../engine';
import { ageLimitsFor, coverageOptionsFor, isStateAvailable, planVariant } from '../plans';
import { states } from '../validators';
import { planMonthlyRate } from './plan-rate';

const noLimits = { min: 0, max: -1 };

/**
 * The engine's plan rules, read from the plan catalogue (plans/). An unknown plan, variant or
 * term allows nothing: no age, no coverage, no state.
 */
export const plansRules: PlanRules = {
  hasVariant: (ref: PlanRef) => planVariant(ref.plan, ref.variant) !== undefined,
  // The term as the form holds it ('10', '20' or not chosen yet): the catalogue reads it so.
  ageLimits: (ref, term) => ageLimitsFor(ref.plan, ref.variant, term) ?? noLimits,
  coverageOptions: (ref, age, term): CoverageOptions => ({
    list: coverageOptionsFor(ref.plan, ref.variant, age, term),
  }),
  terms: (ref) => (planVariant(ref.plan, ref.variant)?.terms ?? []).map(String),
  statesNotAvailable: (ref) =>
    states
      .map((state) => state.code)
      .filter((code) => !isStateAvailable(ref.plan, ref.variant, code)),
  monthlyRate: planMonthlyRate,
  ssnConfirmationAge: (ref) => planVariant(ref.plan, ref.variant)?.ssnConfirmationAge,
  fixedPremium: (ref) => planVariant(ref.plan, ref.variant)?.fixedPremium,
  schedule: (ref) => planVariant(ref.plan, ref.variant)?.schedule ?? undefined,
  // Unknown: no method; a variant whose catalogue entry lists none: any the form offers.
  paymentMethods: (ref) => {
    const variant = planVariant(ref.plan, ref.variant);
    return variant ? variant.paymentMethods : [];
  },
  // Unknown: no code; a variant whose catalogue entry lists none: any the form writes.
  codes: (ref, list) => {
    const variant = planVariant(ref.plan, ref.variant);
    if (!variant) return [];
    // Terms are numbers in the catalogue and strings in the answers ('10', '20').
    return list === 'terms' ? variant.terms?.map(String) : variant[list];
  },
};
