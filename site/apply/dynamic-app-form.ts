import type { PlanRef } from '../../engine';
import { dynamicAppPlan } from '../content/dynamic-app';

/** The form of a dynamic application's ?form=: a variant id of the Term 90 Plus plan. */
export function dynamicAppFormId(
  variant: string | null,
  routes: readonly { formId: string; plan: PlanRef }[],
): string | undefined {
  return routes.find(
    (route) => route.plan.plan === dynamicAppPlan && route.plan.variant === variant,
  )?.formId;
}
