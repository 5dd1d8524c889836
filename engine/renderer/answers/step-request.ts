import type { Form } from '../../definition/form';
import type { FormData } from '../../definition/types';
import { askedAnswers } from '../../machine/asked-answers';
import { sensitivePaths, sensitivePathsOf, withoutSensitive } from '../../store/sensitive-fields';

/**
 * What a passed step sends to the server: the answers to the steps the answers lead to (none of a
 * step no longer taken), and of the sensitive ones (SSN, card and bank numbers, CVV) only the
 * step's own, which the server checks; the others go once more, with the submission.
 */
export function stepRequestAnswers(form: Form, stepId: string, data: FormData): FormData {
  const { definition } = form;
  const step = definition.steps.find((s) => s.id === stepId);
  const own = new Set((step ? sensitivePathsOf(step.schema) : []).map((path) => path.join('.')));
  const others = sensitivePaths(definition).filter((path) => !own.has(path.join('.')));
  return withoutSensitive(askedAnswers(form, data).answers, others);
}
