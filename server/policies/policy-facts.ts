import {
  answersOf,
  coverageFieldsOf,
  paymentFrequencyOf,
  premiumItems,
  valueAt,
  type FormData,
  type FormDefinition,
} from '../../engine';
import { plansRules } from '../../forms';
import { planById } from '../../plans';
import { ageOn, cardTypes, isRecord } from '../../validators';
import { confirmationSummary } from '../api/application/copy/confirmation-summary';

/** One person an application insures, as the member's account names them. */
export interface CoveredPerson {
  /** Whose coverage it is, in the form's words: 'Insured', 'Your spouse', 'Child 1'. */
  title: string;
  name: string;
  coverage: number | null;
  /** The monthly premium of this person's coverage from the rate tables; null when unpriced. */
  monthly: number | null;
}

/**
 * What an application bought, kept with the member's application (applications.policy) so the
 * account, the payment center and the certificate read it as a person does, without the form.
 */
export interface PolicyFacts {
  /** The plan's code in the association's plan list (spec §3), e.g. 'L4'. */
  code: string | null;
  plan: { plan: string; variant: string };
  /** The plan and variant by name: 'Term 90 Plus: Term 90 Plus for a sponsored spouse'. */
  planName: string;
  /** The applicant's own coverage amount. */
  coverage: number | null;
  covered: CoveredPerson[];
  /** Every covered person's monthly premium together; null for a plan billed by statement. */
  monthly: number | null;
  /** A fixed-price plan's price and how often it is due. */
  fixedPremium: { amount: number; renewalPeriodMonths: number } | null;
  /** The age the premium was priced at: the applicant's on the day the application came in. */
  issueAge: number | null;
  /** The method chosen, as the member reads it: 'Visa ending in 4242', 'Check'. */
  paymentMethod: string | null;
  /** Q, S or A (spec §3), the frequency chosen. */
  frequency: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The name given beside a date of birth (/spouse/dateOfBirth → /spouse/firstName …). */
function nameBeside(data: FormData, dateOfBirthPointer: string | undefined): string {
  if (dateOfBirthPointer === undefined) return '';
  const parent = valueAt(data, dateOfBirthPointer.replace(/\/[^/]+$/, ''));
  if (!isRecord(parent)) return '';
  return [text(parent.firstName), text(parent.lastName)].filter(Boolean).join(' ');
}

const lastFour = (value: unknown): string => text(value).replace(/\D/g, '').slice(-4);

/** The payment method chosen, its label from the form, a card or account by its last four. */
function paymentMethodOf(definition: FormDefinition, data: FormData): string | null {
  const step = definition.steps.find((candidate) =>
    isRecord(candidate.schema.properties) ? 'payment' in candidate.schema.properties : false,
  );
  const chosen = step
    ? answersOf(step, data).find((answer) => answer.path === 'payment.method')?.text
    : undefined;
  const card = isRecord(data.card) ? data.card : undefined;
  const bank = isRecord(data.bank) ? data.bank : undefined;
  if (card) {
    const last4 = text(card.last4) || lastFour(card.number);
    const brand = text(card.brand) || text(card.cardType);
    const network = cardTypes.find((type) => type.code === brand)?.name;
    if (last4 !== '') return `${network ?? 'Card'} ending in ${last4}`;
  }
  if (bank) {
    const last4 = text(bank.last4) || lastFour(bank.accountNumber);
    if (last4 !== '') return `Bank account ending in ${last4}`;
  }
  return chosen ?? null;
}

/**
 * The facts of an application's coverage from its answers (only the answers of the steps they
 * led to), priced by the plan's rate tables at the applicant's age on `receivedAt`.
 */
export function policyFactsOf(
  definition: FormDefinition,
  data: FormData,
  receivedAt: Date,
): PolicyFacts {
  const plan = planById(definition.plan.plan);
  const items = premiumItems(definition, plansRules, data, receivedAt);
  const fields = coverageFieldsOf(definition);
  const covered: CoveredPerson[] = [];
  for (const [index, field] of fields.entries()) {
    const amount = valueAt(data, field.pointer);
    const name = nameBeside(data, field.keyword.dateOfBirth);
    if (typeof amount !== 'number' && index > 0) continue;
    const item = items.find((candidate) => candidate.title === field.title);
    covered.push({
      title: index === 0 ? 'Insured' : field.title,
      name,
      coverage: typeof amount === 'number' ? amount : null,
      monthly: item?.monthly ?? null,
    });
  }
  const applicantField = fields[0];
  const monthly =
    items.length === 0
      ? null
      : items.reduce((cents, item) => cents + Math.round(item.monthly * 100), 0) / 100;
  const frequency = text(paymentFrequencyOf(definition, data));
  const issueAge = applicantField?.keyword.dateOfBirth
    ? ageOn(valueAt(data, applicantField.keyword.dateOfBirth), receivedAt)
    : undefined;
  return {
    code: plan?.planCodes?.[0] ?? null,
    plan: { plan: definition.plan.plan, variant: definition.plan.variant },
    planName: confirmationSummary(definition, data, receivedAt).plan,
    coverage: covered[0]?.coverage ?? null,
    covered: covered.length > 0 ? covered : insuredAlone(data),
    monthly,
    fixedPremium: definition.fixedPremium ?? null,
    issueAge: issueAge ?? null,
    paymentMethod: paymentMethodOf(definition, data),
    frequency: frequency === '' ? null : frequency,
  };
}

/** The insured of a plan that asks no coverage amount (a legal plan, TRICARE Supplement). */
function insuredAlone(data: FormData): CoveredPerson[] {
  const insured = isRecord(data.insured) ? data.insured : undefined;
  const name = insured
    ? [text(insured.firstName), text(insured.lastName)].filter(Boolean).join(' ')
    : '';
  return name === '' ? [] : [{ title: 'Insured', name, coverage: null, monthly: null }];
}
