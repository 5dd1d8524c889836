import type { FormDefinition } from '../../definition/types';
import { reviewStep } from '../../machine/step-order';

export const reviewTitle = 'Review your application';
export const receivedTitle = 'Application received';
export const sendingTitle = 'Sending your application';
/** A failed submission says so in the heading and the page title, not only in its alert. */
export const notSentTitle = 'Your application was not sent';

const submissionTitles: Record<string, string> = {
  submitting: sendingTitle,
  submitted: receivedTitle,
  failed: notSentTitle,
};

/**
 * The heading of where the wizard is: a step's title, the review, sending, the confirmation, or
 * a submission that failed.
 */
export function stateTitle(definition: FormDefinition, state: string): string {
  const step = definition.steps.find((s) => s.id === state);
  if (step) return step.title;
  if (state === reviewStep) return reviewTitle;
  return Object.hasOwn(submissionTitles, state)
    ? (submissionTitles[state] ?? '')
    : definition.title;
}

/**
 * The page title names where the wizard is, then the form, never the form twice; while the
 * error summary shows, it starts with "Error:" so the problem is heard with the title too.
 */
export function documentTitle(
  definition: FormDefinition,
  state: string,
  withErrors = false,
): string {
  const title = stateTitle(definition, state);
  const where = title === definition.title ? title : `${title} – ${definition.title}`;
  return withErrors ? `Error: ${where}` : where;
}
