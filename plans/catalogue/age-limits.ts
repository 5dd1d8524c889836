import { planVariant } from './catalogue';
import type { AgeLimits, ResolvedVariant } from './plan-config';

/** A term as a form holds it ('20') or as config does (20). */
export type TermInput = number | string;

/**
 * Age limits of a resolved variant, for a term when given. A term the variant does not offer
 * has no limits: nobody may apply for it.
 */
export function ageLimitsOf(variant: ResolvedVariant, term?: TermInput): AgeLimits | undefined {
  if (term === undefined) return variant.age;
  // Anything but a number or its text names no term (and String() would throw on some objects).
  if (typeof term !== 'number' && typeof term !== 'string') return undefined;
  const key = String(term);
  if (variant.terms && !variant.terms.some((offered) => String(offered) === key)) return undefined;
  const byTerm = key === '10' || key === '20' ? variant.ageByTerm?.[key] : undefined;
  return byTerm ?? variant.age;
}

/** Age limits of a plan variant (spec §9), or undefined when unknown or not set. */
export function ageLimitsFor(
  planId: string,
  variantId: string,
  term?: TermInput,
): AgeLimits | undefined {
  const variant = planVariant(planId, variantId);
  return variant ? ageLimitsOf(variant, term) : undefined;
}

export function isAgeWithin(limits: AgeLimits, age: number): boolean {
  return Number.isInteger(age) && age >= limits.min && age <= limits.max;
}
