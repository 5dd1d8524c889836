import {
  coverageFieldsOf,
  fixedPremiumText,
  paymentFrequencyOf,
  paymentAmount,
  premiumItems,
  valueAt,
  type FormData,
  type FormDefinition,
} from '../../../../engine';
import { plansRules } from '../../../../forms';
import { planById } from '../../../../plans';
import { formatUsd, paymentFrequencies } from '../../../../validators';

/**
 * What the confirmation page, the e-mail and the PDF copy say of an application received: the
 * plan, the applicant's coverage, the premium in words, and what happens next and when.
 */
export interface ConfirmationSummary {
  plan: string;
  coverage?: string;
  premium?: string;
  nextSteps: string[];
}

/** What follows a full application (with payment details) and a Quick Step (without). */
const fullApplicationSteps = [
  'Underwriting: our applications team reviews your answers within 5 business days and calls you if a health answer needs more detail.',
  'First payment: once your application is approved, the first premium is collected by the payment method you chose, within 10 business days.',
  'Certificate: your certificate of insurance is mailed within 15 business days of approval, and members find it under Certificates in their account.',
];
const quickStepSteps = [
  'Underwriting: our applications team reviews your answers within 5 business days and calls you if a health answer needs more detail.',
  'The full application follows: you complete it with your beneficiaries and payment details; your coverage starts once it is approved.',
];

function premiumText(definition: FormDefinition, data: FormData, now: Date): string | undefined {
  if (definition.fixedPremium) return fixedPremiumText(definition.fixedPremium);
  const items = premiumItems(definition, plansRules, data, now);
  if (items.length === 0) return undefined;
  const monthly = items.reduce((cents, item) => cents + Math.round(item.monthly * 100), 0) / 100;
  const frequency = paymentFrequencies.find((f) => f.code === paymentFrequencyOf(definition, data));
  const payment = frequency ? paymentAmount(monthly, frequency.code) : undefined;
  const each =
    frequency && payment !== undefined
      ? ` (${formatUsd(payment)} ${frequency.name.toLowerCase()})`
      : '';
  return `${formatUsd(monthly)} a month${each}`;
}

/** The summary of the answers received (only the answers of the steps they led to). */
export function confirmationSummary(
  definition: FormDefinition,
  data: FormData,
  now: Date,
): ConfirmationSummary {
  const plan = planById(definition.plan.plan);
  const variant = plan?.variants.find((v) => v.id === definition.plan.variant);
  const [field] = coverageFieldsOf(definition);
  const amount = field ? valueAt(data, field.pointer) : undefined;
  const premium = premiumText(definition, data, now);
  return {
    plan: plan
      ? `${plan.name}${variant && variant.name !== plan.name ? `: ${variant.name}` : ''}`
      : definition.title,
    ...(typeof amount === 'number' ? { coverage: formatUsd(amount) } : {}),
    ...(premium ? { premium } : {}),
    nextSteps: definition.quickStep ? quickStepSteps : fullApplicationSteps,
  };
}
