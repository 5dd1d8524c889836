import { ageLimitsOf, isAgeWithin, type TermInput } from './age-limits';
import { planVariant } from './catalogue';
import type { Coverage, ResolvedVariant } from './plan-config';

/** Every amount a coverage setting allows, lowest first. */
export function coverageAmounts(coverage: Coverage): number[] {
  if ('amounts' in coverage) return [...coverage.amounts].sort((a, b) => a - b);
  const amounts: number[] = [];
  if (coverage.step <= 0) return amounts;
  for (let amount = coverage.min; amount <= coverage.max; amount += coverage.step) {
    amounts.push(amount);
  }
  return amounts;
}

/**
 * The coverage amounts a variant offers; with an age, only those open at that age: none outside
 * the age limits (of the term, when one is given, as ageLimitsOf reads it), and at most the
 * Quick Step limit of the age band when the variant has bands.
 */
export function coverageOptionsOf(
  variant: ResolvedVariant,
  age?: number,
  term?: TermInput,
): number[] {
  if (!variant.coverage) return [];
  const amounts = coverageAmounts(variant.coverage);
  if (age === undefined) return amounts;
  if (!Number.isInteger(age)) return [];
  const ages = term === undefined ? variant.age : ageLimitsOf(variant, term);
  if (term !== undefined && ages === undefined) return [];
  if (ages && !isAgeWithin(ages, age)) return [];
  const limits = variant.quickStepLimits;
  if (!limits) return amounts;
  const band = limits.find((candidate) => age >= candidate.minAge && age <= candidate.maxAge);
  return band ? amounts.filter((amount) => amount <= band.maxCoverage) : [];
}

export function coverageOptionsFor(
  planId: string,
  variantId: string,
  age?: number,
  term?: TermInput,
): number[] {
  const variant = planVariant(planId, variantId);
  return variant ? coverageOptionsOf(variant, age, term) : [];
}
