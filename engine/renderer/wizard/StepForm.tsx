import type { Form } from '../../definition/form';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors, FormData, StepsDefinition } from '../../definition/types';
import type { PlanRules } from '../../validation/plan-rules';
import { AnswerChanges } from '../answers/answer-changes';
import { fieldPathOfId } from '../page/field-ids';
import type { WizardContext } from '../page/form-context';
import { errorsWithoutEntry } from '../errors/list-errors';
import { TypedAnswers } from '../answers/typed-answers';
import { StepFields } from './StepFields';

export interface StepFormProps {
  /**
   * A form of one step: a member-service form (forms/member-services/), its validators
   * precompiled in the browser, as an application's are.
   */
  form: Form<StepsDefinition>;
  rules: PlanRules;
  initialData: FormData;
  submitLabel: string;
  busy?: boolean;
  /**
   * Sends answers that passed the step's checks; answers the server's field errors when it
   * refused them (shown as the step's own), or nothing when it took them.
   */
  onSubmit(data: FormData): Promise<FieldErrors | undefined>;
  /** Shown beside the submit button (a Cancel). */
  children?: ReactNode;
}

const noPlan = { plan: '', variant: '' };

/**
 * One step of a form outside an application: the wizard's fields, widgets and error summary,
 * its checks on blur and on submit, and no steps, review or store around them.
 */
export function StepForm(props: StepFormProps) {
  const { form, rules, initialData, submitLabel, busy, onSubmit, children } = props;
  const { definition, validators } = form;
  const step = definition.steps[0];
  if (step === undefined) throw new Error(`${definition.formId} has no step`);
  const [data, setData] = useState<FormData>(initialData);
  const draft = useRef<FormData>(initialData);
  const [typed] = useState(() => new TypedAnswers());
  const [changes] = useState(() => new AnswerChanges());
  const [shown, setShown] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<FieldErrors>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  // Reads the draft when called, never during render: one function for the form's lifetime.
  const answersNow = useCallback((from: FormData = draft.current) => typed.over(from), [typed]);
  const context = useMemo<WizardContext>(
    () => ({
      rules,
      plan: noPlan,
      get data() {
        return answersNow();
      },
      subscribe: changes.subscribe,
      typing: (fieldPath, value) => typed.set(fieldPath, value),
      removedEntry: (listPath, index) => {
        setData(answersNow());
        setShown((current) => errorsWithoutEntry(current, listPath, index));
        setSummary((current) => errorsWithoutEntry(current, listPath, index));
      },
    }),
    [rules, changes, typed, answersNow],
  );

  const refuse = (errors: FieldErrors, answers: FormData) => {
    setData(answers);
    setShown(errors);
    setSummary(errors);
    // Drawn first, then focused: the summary exists once its errors render.
    setTimeout(() => summaryRef.current?.focus());
  };

  const submit = async (answers: FormData) => {
    const errors = validators.validateStep(step.id, answers);
    if (Object.keys(errors).length > 0) {
      refuse(errors, answers);
      return;
    }
    setShown({});
    setSummary({});
    const refused = await onSubmit(answers);
    if (refused && Object.keys(refused).length > 0) refuse(refused, answers);
  };

  // As in the wizard: a press elsewhere blurs the field just typed in, and its error shown at
  // once would move what is below it before the press is released, so the click would miss.
  // The blur's check waits for the release.
  const pressing = useRef(false);
  const heldBlurs = useRef(new Set<string>());
  const holdBlurs = () => {
    pressing.current = true;
    const release = () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      setTimeout(() => {
        pressing.current = false;
        const ids = [...heldBlurs.current];
        heldBlurs.current.clear();
        if (ids.length > 0) flushSync(() => ids.forEach((id) => onBlurField(id)));
      });
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  };

  const onBlurField = (id: string) => {
    if (pressing.current) {
      heldBlurs.current.add(id);
      return;
    }
    const path = fieldPathOfId(id);
    const answers = answersNow();
    const message = validators.validateStep(step.id, answers)[path];
    setData(answers);
    setShown((current) => {
      if (!Object.hasOwn(current, path) && message === undefined) return current;
      const next = { ...current };
      if (message) next[path] = message;
      else delete next[path];
      return next;
    });
  };

  return (
    <div
      className="form-wizard step-form"
      data-form-id={definition.formId}
      onPointerDown={holdBlurs}
    >
      <StepFields
        step={step}
        data={data}
        context={context}
        shown={shown}
        summary={summary}
        summaryData={data}
        summaryRef={summaryRef}
        onAnswers={(answers) => {
          draft.current = answers;
          changes.notify();
        }}
        onBlur={onBlurField}
        onSubmit={(answers) => void submit(answersNow(answers))}
      >
        <div className="actions">
          {children}
          <button type="submit" className="primary-button" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </StepFields>
    </div>
  );
}
