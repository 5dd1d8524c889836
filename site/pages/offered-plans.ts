import type { ApplyPlan } from '../models/page-model';

/** The plans of an apply entry page with only the applications sold in this state. */
export function plansOfferedIn(plans: readonly ApplyPlan[], state: string): ApplyPlan[] {
  return plans.flatMap((plan) => {
    const choices = plan.choices.filter((choice) => choice.offeredIn.includes(state));
    return choices.length > 0 ? [{ ...plan, choices }] : [];
  });
}
