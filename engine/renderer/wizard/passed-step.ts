import type { Form } from '../../definition/form';
import type { FormData } from '../../definition/types';
import { askedAnswers } from '../../machine/asked-answers';
import type { StepMachineContext } from '../../machine/create-step-machine';
import { enteredSteps } from '../../machine/step-order';
import type { ApplicationStore } from '../../store/application-store';
import { stepRequestAnswers } from '../answers/step-request';

interface PassedStep {
  form: Form;
  store: ApplicationStore;
  /** The step passed. */
  stepId: string;
  /** The machine's context once it passed. */
  context: StepMachineContext;
  /** Sends the step to the server (FormWizardProps.saveStep). */
  saveStep?(stepId: string, data: FormData, idempotencyKey: string): Promise<unknown>;
}

/**
 * What follows a step passed, once the machine has moved on: the answers kept in the browser, a
 * form's intermediate data, and the step sent to the server with the application's submission
 * key. A request that fails is logged; the applicant goes on (the application is sent whole).
 */
export function keepPassedStep({ form, store, stepId, context, saveStep }: PassedStep): void {
  const { definition } = form;
  const { appId, formId } = definition;
  const asked = askedAnswers(form, context.data).answers;
  // Stored, only the answers to the steps the answers lead to: those left on a step no longer
  // taken (an owner's name, a card) stay in memory for a change of mind, never in the browser.
  const entered = enteredSteps(form, context.data);
  store.getState().saveStep(
    appId,
    formId,
    asked,
    context.passedSteps.filter((id) => entered.includes(id)),
  );
  // Loaded only by the forms that keep intermediate data: nothing on every other route.
  if (definition.intermediateData) {
    import('../../store/intermediate-data')
      .then(({ intermediateDataOf }) =>
        store.getState().setUtilData(appId, formId, intermediateDataOf(definition, asked)),
      )
      .catch((error: unknown) => console.error(error));
  }
  const key = store.getState().submissionKey(appId, formId);
  const sent = stepRequestAnswers(form, stepId, context.data);
  saveStep?.(stepId, sent, key)?.catch((error: unknown) => console.error(error));
}
