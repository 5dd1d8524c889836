import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, type ReactNode, type Ref } from 'react';
import type { FieldErrors, FormData, StepDefinition } from '../../definition/types';
import { engineValidator } from '../errors/engine-validator';
import { inPageOrder } from '../errors/error-order';
import { summaryLinks } from '../errors/summary-links';
import { FieldTemplate } from '../fields/FieldTemplate';
import { ObjectFieldTemplate } from '../fields/ObjectFieldTemplate';
import type { WizardContext } from '../page/form-context';
import { toErrorSchema } from '../page/field-ids';
import { fields, widgets } from '../widgets';
import { ErrorSummary } from './ErrorSummary';

const templates = { FieldTemplate, ObjectFieldTemplate };

/** rjsf's Form of a step, which the wizard writes answers into. */
export type StepFieldsForm = Form<FormData>;

export interface StepFieldsProps {
  step: StepDefinition;
  /**
   * The step's answers as it opens. rjsf keeps its own from then on (it is left uncontrolled), so
   * nothing the wizard renders later (errors, help) can take an answer back.
   */
  initialData: FormData;
  /** rjsf's Form, for answers the wizard writes into it (texts trimmed on a refused Continue). */
  formRef?: Ref<StepFieldsForm>;
  context: WizardContext;
  /** The errors each field shows. */
  shown: FieldErrors;
  /** The errors the summary lists, as links to their fields. */
  summary: FieldErrors;
  /** The answers the summary's links read (a list entry is named by its answers). */
  summaryData: FormData;
  summaryRef: Ref<HTMLDivElement>;
  /** rjsf's answers after each change it hears. */
  onAnswers(data: FormData): void;
  onBlur(id: string): void;
  /** The step sent, Enter included (no blur then). */
  onSubmit(data: FormData): void;
  /** The buttons under the fields. */
  children: ReactNode;
}

/**
 * One step's fields as the wizard and the member-service forms show them: rjsf's Form with the
 * engine's fields, widgets and templates, the errors on the fields and in the summary above,
 * and the step's own buttons in place of rjsf's.
 */
export function StepFields(props: StepFieldsProps) {
  const { step, initialData, formRef, context, shown, summary, summaryData, summaryRef } = props;
  const { onAnswers, onBlur, onSubmit, children } = props;
  const uiSchema = useMemo<UiSchema>(
    () => ({
      ...(step.uiSchema as UiSchema | undefined),
      'ui:submitButtonOptions': { norender: true },
    }),
    [step],
  );
  const extraErrors = useMemo(() => toErrorSchema(shown), [shown]);
  return (
    <>
      <ErrorSummary
        ref={summaryRef}
        links={summaryLinks(
          step.schema,
          inPageOrder(step.schema, step.uiSchema, summary),
          summaryData,
        )}
      />
      <Form
        key={step.id}
        schema={step.schema as RJSFSchema}
        uiSchema={uiSchema}
        ref={formRef}
        initialFormData={initialData}
        validator={engineValidator}
        widgets={widgets}
        fields={fields}
        templates={templates}
        formContext={context}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        onChange={(event: IChangeEvent<FormData>) => onAnswers(event.formData ?? {})}
        onBlur={onBlur}
        onSubmit={(event: IChangeEvent<FormData>) => onSubmit(event.formData ?? {})}
      >
        {children}
      </Form>
    </>
  );
}
