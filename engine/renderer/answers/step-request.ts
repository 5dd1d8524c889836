import type { FormData, FormDefinition } from '../../definition/types';
import { askedAnswers } from '../../machine/asked-answers';
import { sensitivePaths, sensitivePathsOf, withoutSensitive } from '../../store/sensitive-fields';
import type { FormValidators } from '../../validation/form-validators';

/**
 * What a passed step sends to the server: the answers to the steps the answers lead to (none of a
 * step no longer taken), and of the sensitive ones (SSN, card and bank numbers, CVV) only the
 * step's own, which the server checks; the others go once more, with the submission.
 */
export function stepRequestAnswers(
  definition: FormDefinition,
  validators: FormValidators,
  stepId: string,
  data: FormData,
): FormData {
  const step = definition.steps.find((s) => s.id === stepId);
  const own = new Set((step ? sensitivePathsOf(step.schema) : []).map((path) => path.join('.')));
  const others = sensitivePaths(definition).filter((path) => !own.has(path.join('.')));
  return withoutSensitive(askedAnswers(definition, validators, data).answers, others);
}
