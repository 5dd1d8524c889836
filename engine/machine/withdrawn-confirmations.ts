import type { FormData, FormDefinition } from '../definition/types';
import { withoutSensitive } from '../store/sensitive-fields';
import { segmentsOf, valueAt } from '../definition/answer-path';

/** Whether the answer at a JSON pointer differs between two sets of answers. */
export const answerChanged = (before: FormData, after: FormData, pointer: string): boolean =>
  JSON.stringify(valueAt(before, pointer)) !== JSON.stringify(valueAt(after, pointer));

/**
 * The answers after a step, less the confirmations given for an answer it changed: a step's
 * `confirmAgainWhenChanged` names which of its confirmations were given for which answer (the
 * payment authorization for the payment method), and a change there withdraws them, so the step
 * is asked again.
 */
export function withdrawnConfirmations(
  definition: FormDefinition,
  before: FormData,
  after: FormData,
): FormData {
  let out = after;
  for (const step of definition.steps)
    for (const { answer, confirmations } of step.confirmAgainWhenChanged ?? []) {
      if (answerChanged(before, after, answer))
        out = withoutSensitive(out, confirmations.map(segmentsOf));
    }
  return out;
}
