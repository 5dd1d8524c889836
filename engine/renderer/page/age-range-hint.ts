import type { PlanRef } from '../../definition/types';
import { ageParams, isPlanKeywordValue } from '../../validation/keyword-params';
import type { PlanRules } from '../../validation/plan-rules';

/**
 * The plan an `ageForPlan` keyword checks ages against: the form's own (`true`), or the variant
 * it names (a spouse's or a child's), written in full or over the form's plan.
 */
function agePlanOf(keyword: unknown, formPlan: PlanRef) {
  if (keyword === true) return formPlan;
  if (keyword === null || typeof keyword !== 'object') return undefined;
  const value: unknown = { ...formPlan, ...keyword };
  return isPlanKeywordValue(value) ? value : undefined;
}

/**
 * What the age message leaves unsaid: the ages the plan takes, from the catalogue, and a term's
 * own ages where they differ (a plan's longer term may end earlier). Nothing when
 * the field checks no age.
 */
export function ageRangeHint(rules: PlanRules, formPlan: PlanRef, keyword: unknown): string {
  const value = agePlanOf(keyword, formPlan);
  if (!value) return '';
  const { '': all, ...byTerm } = ageParams(value, rules).limits;
  if (!all) return '';
  const terms = Object.entries(byTerm)
    .filter(([, limits]) => limits.min !== all.min || limits.max !== all.max)
    .map(([term, limits]) => `${limits.min} to ${limits.max} for the ${term}-year term`);
  return `This plan is for ages ${all.min} to ${all.max}${terms.length > 0 ? ` (${terms.join(', ')})` : ''}.`;
}
