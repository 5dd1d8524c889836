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
  const [result, setResult] = useState<SuggestedPlansState>({ status: 'needsAnswers' });
  useEffect(() => {
    if (!ready) {
      setResult({ status: 'needsAnswers' });
      return undefined;
    }
    let current = true;
    setResult({ status: 'loading' });
    const timer = setTimeout(() => {
      void runRequest({
        api: 'calculator',
        action: 'plans',
        method: 'GET',
        data: {
          dutyStatus,
          state,
          monthBorn,
          yearBorn,
          tobaccoUse,
          amount: estimation.toFixed(2),
        },
        validate: isPlansAnswer,
      }).then((answer) => {
        if (!current) return;
        setResult(
          answer.ok
            ? { status: 'ready', plans: answer.data.plans }
            : { status: 'error', message: apiMessages.apiError },
        );
      });
    }, settleMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ready, dutyStatus, state, monthBorn, yearBorn, tobaccoUse, estimation]);
  return result;
}
