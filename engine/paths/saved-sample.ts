import type { Form } from '../definition/form';
import type { FormData } from '../definition/types';
import { formVersionOf } from '../migrations/form-version';
import { reviewStep } from '../machine/step-order';
import { sensitivePaths, withoutSensitive } from '../store/sensitive-fields';
import { stepPaths } from './step-paths';
import type { SampleContext } from './samples';

/** Answers as a browser or a server draft keeps them, under the version they were saved in. */
export interface SavedSample {
  formId: string;
  version: number;
  data: FormData;
  passedSteps: string[];
}

/**
 * A saved application of the form's version as it stands: the step path passing the most steps,
 * walked with the generated answers up to the review, stored as an application is stored
 * (sensitive fields left out). Kept as a fixture per version, it shows that answers saved under
 * a past version still load into today's form.
 */
export function savedSample(form: Form, context: SampleContext): SavedSample {
  const { definition } = form;
  const longest = stepPaths(form, context).reduce((best, path) =>
    path.steps.length > best.steps.length ? path : best,
  );
  const data = longest.events.reduce<FormData>(
    (all, event) => (event.type === 'NEXT' ? { ...all, ...event.data } : all),
    {},
  );
  return {
    formId: definition.formId,
    version: formVersionOf(definition),
    data: withoutSensitive(data, sensitivePaths(definition)),
    passedSteps: longest.steps.filter((id) => id !== reviewStep),
  };
}
