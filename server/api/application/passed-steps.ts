import { enteredSteps, valueAt, type FieldErrors, type FormData } from '../../../engine';
import type { ServedForm } from './forms';

/**
 * A step's errors, less those of its sensitive answers that are absent. The browser never keeps
 * one across a reload and asks that step again before the review, and sends a step's sensitive
 * answers only with that step: an absent one is not held against a step passed before.
 */
export function errorsOfPassedStep(form: ServedForm, stepId: string, data: FormData): FieldErrors {
  const forgotten = new Set(
    form.sensitive
      .filter((path) => valueAt(data, path.join('/')) === undefined)
      .map((p) => p.join('.')),
  );
  return Object.fromEntries(
    Object.entries(form.validators.validateStep(stepId, data)).filter(
      ([path]) => !forgotten.has(path),
    ),
  );
}

/**
 * The steps the sender says were passed that the answers do pass, in the order the answers lead,
 * up to the first that is not: a step with optional questions only validates on no answers, so
 * the sender's word is needed too, and never suffices.
 */
export function passedStepsOf(
  form: ServedForm,
  data: FormData,
  claimed: readonly string[],
): string[] {
  const passed: string[] = [];
  for (const id of enteredSteps(form, data)) {
    if (!claimed.includes(id) || Object.keys(errorsOfPassedStep(form, id, data)).length > 0) break;
    passed.push(id);
  }
  return passed;
}
