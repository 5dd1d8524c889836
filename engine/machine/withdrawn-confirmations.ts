import type { FormData, FormDefinition } from '../definition/types';
import { confirmationPathsOf, withoutSensitive } from '../store/sensitive-fields';
import { valueAt } from '../validation/keyword-runtime';

/**
 * The answers after a step, less the confirmations given for an answer it changed: a step's
 * `confirmAgainWhenChanged` names what its confirmations were given for (the payment method an
 * authorization covers), and a change there withdraws them, so the step is asked again.
 */
export function withdrawnConfirmations(
  definition: FormDefinition,
  before: FormData,
  after: FormData,
): FormData {
  let out = after;
  for (const step of definition.steps) {
    const changed = (step.confirmAgainWhenChanged ?? []).some(
      (pointer) =>
        JSON.stringify(valueAt(before, pointer)) !== JSON.stringify(valueAt(after, pointer)),
    );
    if (changed) out = withoutSensitive(out, confirmationPathsOf(step.schema));
  }
  return out;
}
