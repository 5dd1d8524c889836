import { useId, useState, type FormEvent } from 'react';
import { findState, isStateCode, messages, states } from '../../validators';
import { applyQuestions } from '../content/apply-entries';
import { applyInsuranceStore, isExistingOrNew, useApplyInsurance } from '../stores';

interface QuestionErrors {
  readonly existingOrNew?: string;
  readonly resideIn?: string;
}

function checkAnswers(existingOrNew: unknown, resideIn: unknown): QuestionErrors {
  return {
    ...(isExistingOrNew(existingOrNew) ? {} : { existingOrNew: messages.required }),
    ...(isStateCode(resideIn) ? {} : { resideIn: messages.required }),
  };
}

/** The apply-insurance form's two questions; the answers go to the apply-insurance store. */
export function ApplyQuestions({ onAnswered }: { readonly onAnswered: () => void }) {
  const id = useId();
  const existingOrNew = useApplyInsurance((state) => state.existingOrNew);
  const resideIn = useApplyInsurance((state) => state.resideIn);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const answer = values.get('existingOrNew');
    const state = values.get('resideIn');
    const found = checkAnswers(answer, state);
    setErrors(found);
    // The first question left unanswered takes focus, so its message is read out next.
    const first = found.existingOrNew ? 'input[name="existingOrNew"]' : 'select[name="resideIn"]';
    if (found.existingOrNew || found.resideIn)
      event.currentTarget.querySelector<HTMLElement>(first)?.focus();
    if (isExistingOrNew(answer) && typeof state === 'string' && findState(state)) {
      applyInsuranceStore.getState().save({ existingOrNew: answer, resideIn: state });
      onAnswered();
    }
  };
  const errorId = (field: keyof QuestionErrors) =>
    errors[field] ? `${id}-${field}-error` : undefined;
  return (
    <form className="form apply-questions" onSubmit={submit} noValidate data-form="apply-insurance">
      <fieldset
        className={errors.existingOrNew ? 'choice-list field--invalid' : 'choice-list'}
        aria-describedby={errorId('existingOrNew')}
      >
        <legend>{applyQuestions.existingOrNew.legend}</legend>
        {(['existing', 'new'] as const).map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name="existingOrNew"
              value={option}
              defaultChecked={existingOrNew === option}
            />
            {applyQuestions.existingOrNew[option]}
          </label>
        ))}
        {errors.existingOrNew ? (
          <p id={errorId('existingOrNew')} className="field__error">
            {errors.existingOrNew}
          </p>
        ) : null}
      </fieldset>
      <div className={errors.resideIn ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${id}-resideIn`}>{applyQuestions.resideIn.label}</label>
        <select
          id={`${id}-resideIn`}
          name="resideIn"
          defaultValue={resideIn ?? ''}
          aria-invalid={errors.resideIn ? true : undefined}
          aria-describedby={errorId('resideIn')}
        >
          <option value="">{applyQuestions.resideIn.choose}</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
        {errors.resideIn ? (
          <p id={errorId('resideIn')} className="field__error">
            {errors.resideIn}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {applyQuestions.submit}
        </button>
      </div>
    </form>
  );
}
