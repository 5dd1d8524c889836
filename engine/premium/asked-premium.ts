import type { FormData, FormDefinition } from '../definition/types';
import { askedAnswers } from '../machine/asked-answers';
import type { FormValidators } from '../validation/form-validators';
import type { PlanRules } from '../validation/plan-rules';
import { coverageFieldsOf } from './coverage-field';
import { premiumItems, sumOf, type PremiumItem } from './premium-for';

/**
 * Each insured person's premium for the answers, as the wizard shows it. A form insuring several
 * people prices only the answers of steps still asked: a child's coverage left on a step the
 * answers no longer lead to is not charged.
 */
export function askedPremiumItems(
  definition: FormDefinition,
  validators: FormValidators,
  rules: PlanRules,
  data: FormData,
): PremiumItem[] {
  const priced =
    coverageFieldsOf(definition).length > 1
      ? askedAnswers(definition, validators, data).answers
      : data;
  return premiumItems(definition, rules, priced);
}

/** The premium of the items of one kind of insured person (all when none is named). */
export function premiumOfInsured(
  items: PremiumItem[],
  insured?: PremiumItem['insured'],
): number | undefined {
  const own = items.filter((item) => !insured || item.insured === insured);
  return own.length === 0 ? undefined : sumOf(own.map((item) => item.monthly));
}
