// A catalogue form's wizard in a DOM environment, opened part-way along one of its step paths as
// an applicant who walked there finds it: the steps before passed with the path's answers, on
// the catalogue's plan rules. For what a step does with typing, choosing and Continue, which needs
// no layout; Chromium keeps what only a browser shows (tests/e2e/form-wizard.e2e.test.ts).
import { screen } from '@testing-library/react';
import {
  createApplicationStore,
  memoryStorage,
  runtimeForm,
  type FormData,
  type FormDefinition,
  type StepPath,
  type SubmitResult,
} from '../engine';
import { prepareWizard } from '../engine/renderer';
import { renderWizard } from '../engine/testing/render-wizard';
import { plansRules } from '../forms';
import { answersOf } from './path-answers';

export interface OpenedWizard {
  store: ReturnType<typeof createApplicationStore>;
  container: HTMLElement;
  /** What the wizard submitted, and the signature typed, once the applicant has sent it. */
  submitted: { data: FormData; signature?: string }[];
}

const received: SubmitResult = {
  applicationId: 'in-a-dom-test',
  referenceNumber: 'MBA-DOMTEST001',
  status: 'received',
};

/**
 * The wizard of `definition` opened on `stepId` of `path` (its review too): the steps before are
 * passed with the path's answers, and `typed` is what the applicant has typed on the step itself.
 */
export async function openWizardAt(
  definition: FormDefinition,
  path: StepPath,
  stepId: string,
  typed: FormData = {},
): Promise<OpenedWizard> {
  const index = path.steps.indexOf(stepId);
  if (index < 0) throw new Error(`the path takes no step ${stepId}`);
  const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
  const before = { ...path, events: path.events.slice(0, index) };
  const state = store.getState();
  state.saveStep(
    definition.appId,
    definition.formId,
    answersOf(before),
    path.steps.slice(0, index),
  );
  if (Object.keys(typed).length > 0) state.saveTempData(definition.appId, definition.formId, typed);
  await prepareWizard(store, definition);
  const submitted: OpenedWizard['submitted'] = [];
  const { container } = renderWizard(definition, {
    form: runtimeForm(definition, plansRules),
    rules: plansRules,
    store,
    submit: (data, _key, signature) => {
      submitted.push({ data, signature });
      return Promise.resolve(received);
    },
  });
  const title = definition.steps.find((step) => step.id === stepId)?.title;
  await screen.findByRole('heading', { level: 1, name: title ?? 'Review your application' });
  return { store, container, submitted };
}

/** The title of the step after `stepId` on `path` (the review's heading after the last). */
export function titleAfter(definition: FormDefinition, path: StepPath, stepId: string): string {
  const next = path.steps[path.steps.indexOf(stepId) + 1];
  return definition.steps.find((step) => step.id === next)?.title ?? 'Review your application';
}

/** The wizard's step heading now. */
export const headingNow = (): string => screen.getByRole('heading', { level: 1 }).textContent ?? '';

/** The error message drawn under the field `id`, as a screen reader reads it. */
export const fieldError = (id: string): string | null | undefined =>
  document.getElementById(`${id}__error`)?.textContent;
