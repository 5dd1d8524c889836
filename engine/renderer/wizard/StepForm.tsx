import type { Form } from '../../definition/form';
import { useMemo, useState, type ReactNode } from 'react';
import type { FieldErrors, FormData, StepsDefinition } from '../../definition/types';
import type { PlanRules } from '../../validation/plan-rules';
import { fieldPathOfId } from '../page/field-ids';
import type { WizardContext } from '../page/form-context';
import { entryRemoved, fieldChecked, noStepErrors, refusedStep } from '../errors/step-errors';
import { StepFields } from './StepFields';
import { useAnswersOnStep } from './use-answers-on-step';
import { useHeldBlurs } from './use-held-blurs';
import { useStepErrors } from './use-step-errors';

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
  /** Shown after the step's fields, before the buttons (a password confirming the change). */
  beforeActions?: ReactNode;
  /** Shown beside the submit button (a Cancel). */
  children?: ReactNode;
}

const noPlan = { plan: '', variant: '' };

/**
 * One step of a form outside an application: the wizard's fields, widgets and error summary,
 * its checks on blur and on submit, and no steps, review or store around them.
 */
export function StepForm(props: StepFormProps) {
  const { form, rules, initialData, submitLabel, busy, onSubmit, beforeActions, children } = props;
  const { definition, validators } = form;
  const step = definition.steps[0];
  if (step === undefined) throw new Error(`${definition.formId} has no step`);
  // The answers the summary's links read (an entry named by its answers): those last checked.
  const [checked, setChecked] = useState<FormData>(initialData);
  const { typed, changes, answersNow, changed } = useAnswersOnStep(initialData, step.id);
  const [errors, setErrors, summaryRef] = useStepErrors();
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
        setChecked(answersNow());
        setErrors((current) => entryRemoved(current, listPath, index));
      },
    }),
    [rules, changes, typed, answersNow, setErrors],
  );

  const refuse = (refused: FieldErrors, answers: FormData) => {
    setChecked(answers);
    setErrors(refusedStep(refused));
  };

  const submit = async (answers: FormData) => {
    const found = validators.validateStep(step.id, answers);
    if (Object.keys(found).length > 0) {
      refuse(found, answers);
      return;
    }
    setErrors(noStepErrors);
    const refused = await onSubmit(answers);
    if (refused && Object.keys(refused).length > 0) refuse(refused, answers);
  };

  // As in the wizard: a field's check on blur waits for the release of a press elsewhere.
  const checkField = (id: string) => {
    const path = fieldPathOfId(id);
    const answers = answersNow();
    const message = validators.validateStep(step.id, answers)[path];
    setChecked(answers);
    setErrors((current) => fieldChecked(current, path, message));
  };
  const [holdBlurs, onBlurField] = useHeldBlurs(checkField);

  return (
    <div
      className="form-wizard step-form"
      data-form-id={definition.formId}
      onPointerDown={holdBlurs}
    >
      <StepFields
        step={step}
        initialData={initialData}
        context={context}
        shown={errors.shown}
        summary={errors.summary}
        summaryData={checked}
        summaryRef={summaryRef}
        onAnswers={changed}
        onBlur={onBlurField}
        onSubmit={(answers) => void submit(answersNow(answers))}
      >
        {beforeActions}
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
