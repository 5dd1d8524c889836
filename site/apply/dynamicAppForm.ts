import { formRoutes } from '../../forms';
import { dynamicAppPlan } from '../content/dynamicApp';

/** The form of a dynamic application's ?form=: a variant id of the Term 90 Plus plan. */
export function dynamicAppFormId(variant: string | null): string | undefined {
  return formRoutes.find(
    (route) => route.plan.plan === dynamicAppPlan && route.plan.variant === variant,
  )?.formId;
}
