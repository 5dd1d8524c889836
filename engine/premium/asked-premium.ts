import type { Form } from '../definition/form';
import type { FormData } from '../definition/types';
import { askedAnswers } from '../machine/asked-answers';
import type { PlanRules } from '../validation/plan-rules';
import { coverageFieldsOf } from './coverage-field';
import { premiumItems, sumOf, type PremiumItem } from './premium-for';

/**
 * Each insured person's premium for the answers, as the wizard shows it. A form insuring several
 * people prices only the answers of steps still asked: a child's coverage left on a step the
 * answers no longer lead to is not charged.
 */
export function askedPremiumItems(form: Form, rules: PlanRules, data: FormData): PremiumItem[] {
  const priced =
    coverageFieldsOf(form.definition).length > 1 ? askedAnswers(form, data).answers : data;
  return premiumItems(form.definition, rules, priced);
}

/** The premium of the items of one kind of insured person (all when none is named). */
export function premiumOfInsured(
  items: PremiumItem[],
  insured?: PremiumItem['insured'],
): number | undefined {
  const own = items.filter((item) => !insured || item.insured === insured);
  return own.length === 0 ? undefined : sumOf(own.map((item) => item.monthly));
}
