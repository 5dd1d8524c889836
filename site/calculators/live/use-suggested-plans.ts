import { useEffect, useState } from 'react';
import {
  applicantAge,
  dutyStatusCodeOf,
  isStateCode,
  type LiveCalculatorAnswers,
} from '../../../validators';
import { apiMessages, runRequest } from '../../api';

/** A plan as the calculator api suggests it (plans/suggestions). */
export interface SuggestedPlan {
  readonly planId: string;
  readonly name: string;
  readonly coverage: number;
  readonly coversEstimate: boolean;
  readonly monthly: number;
  readonly landingPage: string | null;
}

export type SuggestedPlansState =
  | { readonly status: 'needsAnswers' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly plans: readonly SuggestedPlan[] }
  | { readonly status: 'error'; readonly message: string };

function isSuggestedPlan(value: unknown): value is SuggestedPlan {
  if (typeof value !== 'object' || value === null) return false;
  const plan = value as Record<string, unknown>;
  return (
    typeof plan.planId === 'string' &&
    typeof plan.name === 'string' &&
    typeof plan.coverage === 'number' &&
    typeof plan.coversEstimate === 'boolean' &&
    typeof plan.monthly === 'number' &&
    (plan.landingPage === null || typeof plan.landingPage === 'string')
  );
}

const isPlansAnswer = (body: unknown): body is { plans: SuggestedPlan[] } =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { plans?: unknown }).plans) &&
  (body as { plans: unknown[] }).plans.every(isSuggestedPlan);

const needsAnswers: SuggestedPlansState = { status: 'needsAnswers' };
const loading: SuggestedPlansState = { status: 'loading' };

/** Waits this long after the last keystroke before asking, so typing a figure asks once. */
const settleMs = 300;

/**
 * The plans that fit the answers, asked of the calculator api once the visitor stops typing:
 * only when the duty status, state, month and year born are answered and there is an estimate.
 */
export function useSuggestedPlans(
  answers: LiveCalculatorAnswers,
  estimation: number,
): SuggestedPlansState {
  const { dutyStatus, state, monthBorn, yearBorn, tobaccoUse } = answers;
  const ready =
    dutyStatusCodeOf(dutyStatus) !== undefined &&
    isStateCode(state) &&
    applicantAge(monthBorn, yearBorn, new Date()) !== undefined &&
    estimation > 0;
  // The question asked, as its JSON: an answer keeps the question it answers, so until the
  // current question's answer arrives (typing settled, then the request), it is loading.
  const question = ready
    ? JSON.stringify({
        dutyStatus,
        state,
        monthBorn,
        yearBorn,
        tobaccoUse,
        amount: estimation.toFixed(2),
      })
    : null;
  const [answered, setAnswered] = useState<{ question: string; result: SuggestedPlansState }>();
  useEffect(() => {
    if (question === null) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void runRequest({
        api: 'calculator',
        action: 'plans',
        method: 'GET',
        data: JSON.parse(question) as Record<string, unknown>,
        validate: isPlansAnswer,
      }).then((answer) => {
        if (!current) return;
        setAnswered({
          question,
          result: answer.ok
            ? { status: 'ready', plans: answer.data.plans }
            : { status: 'error', message: apiMessages.apiError },
        });
      });
    }, settleMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [question]);
  if (question === null) return needsAnswers;
  return answered?.question === question ? answered.result : loading;
}
