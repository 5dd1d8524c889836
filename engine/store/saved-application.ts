import type { FormData, FormDefinition } from '../definition/types';
import { knownSteps } from '../machine/step-order';
import type { ApplicationStore } from './application-store';

/** An application saved to finish later, as the server answers its link (sensitive fields never). */
export interface SavedApplication {
  appId: string;
  formId: string;
  /** The version of the form definition the answers were given to (1 when it had none). */
  formVersion: number;
  data: FormData;
  passedSteps: string[];
  /** The application's submission key: sent from any device, it is received once. */
  idempotencyKey?: string;
}

/**
 * Puts an application saved to finish later into this browser's store, in place of whatever the
 * browser held for the form: the applicant opened its link to carry on with it. The wizard then
 * opens where it stopped, its sensitive answers asked again. The one place a saved application
 * enters the browser, so the one place its answers are brought to the definition's version.
 * Answers whether it was taken (not when it belongs to another form).
 */
export function restoreSavedApplication(
  store: ApplicationStore,
  definition: FormDefinition,
  saved: SavedApplication,
  now: number = Date.now(),
): boolean {
  if (saved.formId !== definition.formId || saved.appId !== definition.appId) return false;
  // A step the definition no longer has is not claimed as passed.
  const passedSteps = knownSteps(definition, saved.passedSteps);
  store.setState((state) => ({
    applications: {
      ...state.applications,
      [saved.appId]: {
        ...state.applications[saved.appId],
        [saved.formId]: {
          data: saved.data,
          tempData: {},
          passedSteps,
          lastPassedStep: passedSteps[passedSteps.length - 1],
          loading: false,
          lastModifiedAt: now,
          // The wizard brings answers of an earlier form version to today's when it opens.
          formVersion: saved.formVersion,
          ...(saved.idempotencyKey ? { idempotencyKey: saved.idempotencyKey } : {}),
        },
      },
    },
  }));
  return true;
}
