import type { Dispatch, SetStateAction } from 'react';
import type { Form } from '../../definition/form';
import { valueAtField } from '../../definition/answer-path';
import type { FormData, StepDefinition } from '../../definition/types';
import { isUnanswered } from '../../validation/blank-answers';
import { fieldChecked, type StepErrors } from '../errors/step-errors';
import { fieldPathOfId } from '../page/field-ids';
import { useHeldBlurs } from './use-held-blurs';

interface FieldCheckOptions {
  form: Form;
  /** The step shown; none on the review and the submission's pages. */
  step: StepDefinition | undefined;
  /** The step's answers now, the text still being typed included. */
  answersNow(): FormData;
  setErrors: Dispatch<SetStateAction<StepErrors>>;
  /** Keeps what was typed on a step in the store (useKeptTyping). */
  keepTyped(stepId: string): void;
  stateNow(): string;
}

/**
 * A field's error shown on blur, once what was typed is kept: the step's validator run on the
 * answers now, its message for that field taken. Returns the step's pointerdown handler, which
 * holds the checks while a press lasts (useHeldBlurs), and the fields' blur handler.
 */
export function useFieldCheck(options: FieldCheckOptions) {
  const { form, step, answersNow, setErrors } = options;
  const checkField = (id: string) => {
    if (!step) return;
    const path = fieldPathOfId(id);
    const answers = answersNow();
    const message = form.validators.validateStep(step.id, answers)[path];
    const unanswered = isUnanswered(valueAtField(answers, path));
    setErrors((current) => fieldChecked(current, path, message, unanswered));
  };
  const [holdBlurs, onHeldBlur] = useHeldBlurs(checkField, options.stateNow);
  const onBlurField = (id: string) => {
    if (step) options.keepTyped(step.id);
    onHeldBlur(id);
  };
  return [holdBlurs, onBlurField] as const;
}
