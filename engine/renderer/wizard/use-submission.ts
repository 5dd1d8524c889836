import { useEffect, useEffectEvent } from 'react';
import type { Actor } from 'xstate';
import { messages } from '../../../validators';
import type { FormData } from '../../definition/types';
import type { StepMachine, SubmitResult } from '../../machine/create-step-machine';

interface SubmissionOptions {
  actor: Actor<StepMachine>;
  /** The state the wizard shows: the application is sent when it becomes `submitting`. */
  state: string;
  /** What is sent: only the answers of the steps taken (the server refuses the others). */
  answersToSend(): FormData;
  /** Sends the application (FormWizardProps.submit, its key and signature given). */
  send(answers: FormData): Promise<SubmitResult>;
  /** The server received it; the machine shows the confirmation already. */
  onReceived(result: SubmitResult, answers: FormData): void;
}

/**
 * The submission: the machine waits in `submitting` for the server's answer, which it is told as
 * SUBMITTED or FAILED (with the server's message). An answer that comes after the wizard has
 * left `submitting` (closed, or moved on) is not told.
 */
export function useSubmission(options: SubmissionOptions): void {
  const { actor, state } = options;
  const sendApplication = useEffectEvent((isLive: () => boolean) => {
    const answers = options.answersToSend();
    options.send(answers).then(
      (result) => {
        if (!isLive()) return;
        actor.send({ type: 'SUBMITTED', result });
        options.onReceived(result, answers);
      },
      (error: unknown) => {
        if (isLive())
          actor.send({
            type: 'FAILED',
            message: error instanceof Error ? error.message : messages.somethingWentWrong,
          });
      },
    );
  });
  useEffect(() => {
    if (state !== 'submitting') return;
    let live = true;
    sendApplication(() => live);
    return () => {
      live = false;
    };
  }, [state]);
}
