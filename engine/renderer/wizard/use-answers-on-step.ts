import { useCallback, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { FormData } from '../../definition/types';
import { AnswerChanges } from '../answers/answer-changes';
import { TypedAnswers } from '../answers/typed-answers';

/**
 * The answers given on the step shown, from `opening` (its answers when it shows) until they are
 * sent: the wizard's Continue, a member form's submit.
 *
 * - rjsf's answers are kept in a ref as rjsf reports them (`changed`). The text still being typed
 *   stays in its widget, which reports it to `typed`: a keystroke re-renders one input, neither
 *   rjsf's form nor the wizard.
 * - `answersNow` reads both when called, never during render: one function for the component's
 *   lifetime.
 * - Another step shown (`stepId`) starts again from its `opening`, nothing typed, before it is
 *   painted.
 */
export function useAnswersOnStep(opening: FormData, stepId: string) {
  const draft = useRef(opening);
  const [typed] = useState(() => new TypedAnswers());
  const [changes] = useState(() => new AnswerChanges());
  const answersNow = useCallback(
    (from: FormData = draft.current): FormData => typed.over(from),
    [typed],
  );
  const onStepShown = useEffectEvent(() => {
    draft.current = opening;
    typed.clear();
  });
  useLayoutEffect(() => onStepShown(), [stepId]);
  return {
    typed,
    changes,
    answersNow,
    /** rjsf's answers changed (or were written after a refusal): the widgets reading them hear it. */
    changed(answers: FormData) {
      draft.current = answers;
      changes.notify();
    },
  };
}
