import { useCallback, useRef, useState } from 'react';
import type { FormData } from '../../definition/types';
import { AnswerChanges } from '../answers/answer-changes';
import { TypedAnswers } from '../answers/typed-answers';

/**
 * The answers given on the step shown, until Continue hands them to the machine: rjsf's, kept in
 * a ref as rjsf reports them, and over them the text still being typed, which its widget keeps to
 * itself and reports to `typed` (a keystroke re-renders one input, neither rjsf's form nor the
 * wizard). `answersNow` reads both when called, never during render: one function for the
 * wizard's lifetime.
 */
export function useAnswersOnStep(opening: FormData) {
  const draft = useRef(opening);
  const [typed] = useState(() => new TypedAnswers());
  const [changes] = useState(() => new AnswerChanges());
  const answersNow = useCallback(
    (from: FormData = draft.current): FormData => typed.over(from),
    [typed],
  );
  return {
    typed,
    changes,
    answersNow,
    /** A step shown: its answers to start from, nothing typed yet. */
    opened(answers: FormData) {
      draft.current = answers;
      typed.clear();
    },
    /** rjsf's answers changed (or were written after a refusal): the widgets reading them hear it. */
    changed(answers: FormData) {
      draft.current = answers;
      changes.notify();
    },
  };
}
