import type { Form } from '../definition/form';
import type { FormData, FormDefinition } from '../definition/types';
import type { FormValidators } from '../validation/form-validators';

export const reviewStep = 'review';

/** The steps this data enters, in order: a step with a condition is entered when it holds. */
export function enteredSteps({ definition, validators }: Form, data: FormData): string[] {
  return definition.steps
    .filter((step) => validators.entersStep(step.id, data))
    .map((step) => step.id);
}

/** The entered step after `stepId`, or the review when none is left. */
export function stepAfter(
  { definition, validators }: Form,
  stepId: string,
  data: FormData,
): string {
  const index = definition.steps.findIndex((step) => step.id === stepId);
  const next = definition.steps
    .slice(index + 1)
    .find((step) => validators.entersStep(step.id, data));
  return next?.id ?? reviewStep;
}

/** The entered step before `stepId` (the review's is the last entered step). */
export function stepBefore(form: Form, stepId: string, data: FormData): string | undefined {
  const entered = enteredSteps(form, data);
  if (stepId === reviewStep) return entered[entered.length - 1];
  const index = form.definition.steps.findIndex((step) => step.id === stepId);
  const before = form.definition.steps
    .slice(0, index)
    .reverse()
    .find((step) => entered.includes(step.id));
  return before?.id;
}

/** Where an application resumes: the first entered step not passed yet, else the review. */
export function resumeStep(form: Form, data: FormData, passedSteps: readonly string[]): string {
  const entered = enteredSteps(form, data);
  return entered.find((stepId) => !passedSteps.includes(stepId)) ?? reviewStep;
}

/**
 * Passed steps that still validate: after a reload the sensitive answers are gone, so a step
 * that held one is asked again.
 */
export function stillPassedSteps(
  validators: FormValidators,
  data: FormData,
  passedSteps: readonly string[],
): string[] {
  return passedSteps.filter(
    (stepId) => Object.keys(validators.validateStep(stepId, data)).length === 0,
  );
}

/**
 * The passed steps that are steps of this form. Passed steps come from storage, written perhaps
 * by a release whose form had other steps: a step renamed since is simply asked again.
 */
export function knownSteps(definition: FormDefinition, passedSteps: readonly string[]): string[] {
  return passedSteps.filter((id) => definition.steps.some((step) => step.id === id));
}
