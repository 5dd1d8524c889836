import type { Form } from '../definition/form';
import type { FormData } from '../definition/types';
import { askedPremiumItems, premiumOfInsured } from '../premium/asked-premium';
import { paymentFrequencyOf } from '../premium/payment-frequency';
import type { PlanRules } from '../validation/plan-rules';
import { analyticsItem, type AnalyticsItem } from './analytics-item';

/**
 * The analytics item (spec §3) of a passed step, or of the submission (step `submitted`, with the
 * application id): the premiums of the steps asked so far, each insured person's apart, the
 * payment frequency answered and the plan's schedule.
 */
export function stepAnalyticsItem(
  form: Form,
  rules: PlanRules,
  stepId: string,
  data: FormData,
  applicationId?: string,
): AnalyticsItem {
  const { definition } = form;
  const items = askedPremiumItems(form, rules, data);
  return analyticsItem(definition, stepId, {
    premium: premiumOfInsured(items, 'applicant'),
    spousePremium: premiumOfInsured(items, 'spouse'),
    dependentsPremium: premiumOfInsured(items, 'dependent'),
    frequency: paymentFrequencyOf(definition, data),
    fixedPayment: definition.fixedPremium?.amount,
    schedule: rules.schedule?.(definition.plan),
    applicationId,
  });
}
