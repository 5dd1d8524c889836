import type { FormData, FormDefinition } from '../definition/types';
import { withoutSensitive } from '../store/sensitive-fields';
import { segmentsOf, valueAt } from '../definition/answer-path';

/** Whether the answer at a JSON pointer differs between two sets of answers. */
export const answerChanged = (before: FormData, after: FormData, pointer: string): boolean =>
  JSON.stringify(valueAt(before, pointer)) !== JSON.stringify(valueAt(after, pointer));

/**
 * The confirmations (as key paths) an answer changed between `before` and `after` withdraws: a
 * step's `confirmAgainWhenChanged` names which of its confirmations were given for which answer
 * (the payment authorization for the payment method), and a change there withdraws them, so the
 * step is asked again.
 */
export function withdrawnPaths(
  definition: FormDefinition,
  before: FormData,
  after: FormData,
): string[][] {
  return definition.steps.flatMap((step) =>
    (step.confirmAgainWhenChanged ?? []).flatMap(({ answer, confirmations }) =>
      answerChanged(before, after, answer) ? confirmations.map(segmentsOf) : [],
    ),
  );
}

/** The answers after a step, less the confirmations given for an answer it changed. */
export const withdrawnConfirmations = (
  definition: FormDefinition,
  before: FormData,
  after: FormData,
): FormData => withoutSensitive(after, withdrawnPaths(definition, before, after));
