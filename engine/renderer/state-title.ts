import type { FormDefinition } from '../definition/types';
import { reviewStep } from '../machine/step-order';

export const reviewTitle = 'Review your application';
export const receivedTitle = 'Application received';

/** The heading of where the wizard is: a step's title, the review, or the confirmation. */
export function stateTitle(definition: FormDefinition, state: string): string {
  const step = definition.steps.find((s) => s.id === state);
  if (step) return step.title;
  if (state === reviewStep) return reviewTitle;
  return state === 'submitted' ? receivedTitle : definition.title;
}

/** The page title names where the wizard is, then the form, never the form twice. */
export function documentTitle(definition: FormDefinition, state: string): string {
  const title = stateTitle(definition, state);
  return title === definition.title ? title : `${title} – ${definition.title}`;
}
