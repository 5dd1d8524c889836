import { useRef, useState } from 'react';
import type { Form } from '../../definition/form';
import type { FieldErrors, FormData, StepDefinition } from '../../definition/types';
import { stepRequestAnswers } from '../answers/step-request';
import { refusedStep, type StepErrors } from '../errors/step-errors';

/**
 * Sends a step marked `serverCheck` (forms/fragments/payment.json's card) and waits for the
 * server's answer: its field errors when it refuses the step (a declined card), none when it
 * passes. Rejects when no answer came (the network): the applicant then goes on, and the
 * submission is checked the same way.
 */
export type CheckStep = (
  stepId: string,
  data: FormData,
  idempotencyKey: string,
) => Promise<FieldErrors>;

interface ServerCheckOptions {
  form: Form;
  checkStep: CheckStep | undefined;
  /** The application's submission key, sent with the step as every passed step is. */
  submissionKey(): string;
  setErrors(errors: StepErrors): void;
  /** The step shown now (a Back during the check leaves it). */
  stateNow(): string;
}

/**
 * A Continue on a step the server checks: checked here first (a step with errors goes on to show
 * them at once), then sent, Continue waiting and saying `waiting` until the answer. A refusal
 * shows as the step's errors; a pass, or no answer, moves on (`proceed`), and the step passed
 * has been sent (`sent`, so it is not sent again).
 */
export function useServerCheck({
  form,
  checkStep,
  submissionKey,
  setErrors,
  stateNow,
}: ServerCheckOptions) {
  const [waiting, setWaiting] = useState<string | undefined>();
  const inFlight = useRef(false);
  const continueChecked = (
    step: StepDefinition | undefined,
    data: FormData,
    proceed: (sent: boolean) => void,
  ): void => {
    const check = step?.serverCheck;
    if (!step || !check || !checkStep) return proceed(false);
    if (Object.keys(form.validators.validateStep(step.id, data)).length > 0) return proceed(false);
    // A second press, or Enter, while the first is checked is the same Continue.
    if (inFlight.current) return;
    inFlight.current = true;
    setWaiting(check.waiting);
    const stillShown = () => stateNow() === step.id;
    checkStep(step.id, stepRequestAnswers(form, step.id, data), submissionKey())
      .then(
        (errors) => {
          if (!stillShown()) return;
          if (Object.keys(errors).length > 0) setErrors(refusedStep(errors));
          else proceed(true);
        },
        (error: unknown) => {
          console.error(error);
          if (stillShown()) proceed(false);
        },
      )
      .finally(() => {
        inFlight.current = false;
        setWaiting(undefined);
      });
  };
  return [waiting, continueChecked] as const;
}
