import type { FieldErrors } from '../../definition/types';
import { errorsWithoutEntry } from './list-errors';

/** A step's errors: under their fields as they are checked, and in the summary on Continue. */
export interface StepErrors {
  shown: FieldErrors;
  summary: FieldErrors;
}

/** A step just shown has none. */
export const noStepErrors: StepErrors = { shown: {}, summary: {} };

/** Continue refused: each error under its field and in the summary. */
export const refusedStep = (errors: FieldErrors): StepErrors => ({
  shown: errors,
  summary: errors,
});

/**
 * A field checked on blur: its error shown, updated or cleared. In an application, tabbing
 * through a step to see its questions is no mistake: a field left `unanswered` gets its error on
 * Continue; one already shown is kept up to date.
 */
export function fieldChecked(
  errors: StepErrors,
  path: string,
  message: string | undefined,
  unanswered = false,
): StepErrors {
  if (!Object.hasOwn(errors.shown, path) && (unanswered || !message)) return errors;
  const shown = { ...errors.shown };
  if (message) shown[path] = message;
  else delete shown[path];
  return { ...errors, shown };
}

/** An entry removed from a list: its errors go, and those of the entries below move up. */
export function entryRemoved(errors: StepErrors, listPath: string, index: number): StepErrors {
  const shown = errorsWithoutEntry(errors.shown, listPath, index);
  const summary = errorsWithoutEntry(errors.summary, listPath, index);
  return shown === errors.shown && summary === errors.summary ? errors : { shown, summary };
}
