import { apiMessages, runRequest } from '../../api';
import type { QuoteAnswers } from './quote-answers';

/** A plan as the quote action prices it (plans/suggestions/quoted-plans.ts). */
export interface QuotedPlan {
  readonly planId: string;
  readonly variantId: string;
  readonly name: string;
  readonly lowest: number;
  readonly highest: number;
  readonly pricedBy: readonly string[];
  readonly landingPage: string | null;
  readonly applyRoute: string | null;
}

export type QuoteOutcome =
  | { readonly ok: true; readonly plans: readonly QuotedPlan[] }
  | { readonly ok: false; readonly message: string };

const isText = (value: unknown): boolean => value === null || typeof value === 'string';

function isQuotedPlan(value: unknown): value is QuotedPlan {
  if (typeof value !== 'object' || value === null) return false;
  const plan = value as Record<string, unknown>;
  return (
    typeof plan.planId === 'string' &&
    typeof plan.variantId === 'string' &&
    typeof plan.name === 'string' &&
    typeof plan.lowest === 'number' &&
    typeof plan.highest === 'number' &&
    Array.isArray(plan.pricedBy) &&
    isText(plan.landingPage) &&
    isText(plan.applyRoute)
  );
}

const isQuoteAnswer = (body: unknown): body is { plans: QuotedPlan[] } =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { plans?: unknown }).plans) &&
  (body as { plans: unknown[] }).plans.every(isQuotedPlan);

/** The plans that fit the answers, asked of the calculator api's quote action. */
export async function quotedPlans(answers: QuoteAnswers): Promise<QuoteOutcome> {
  const answer = await runRequest({
    api: 'calculator',
    action: 'quote',
    method: 'GET',
    data: { age: answers.age.trim(), coverage: answers.coverage, state: answers.state },
    validate: isQuoteAnswer,
  });
  return answer.ok
    ? { ok: true, plans: answer.data.plans }
    : { ok: false, message: apiMessages.apiError };
}
