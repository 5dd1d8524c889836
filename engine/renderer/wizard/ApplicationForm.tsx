import type { Form } from '../../definition/form';
import { useEffect, useEffectEvent, useState } from 'react';
import { messages } from '../../../validators';
import { formValidators, type CompiledForm } from '../../validation/form-validators';
import type { FormDefinition } from '../../definition/types';
import { FormWizard, type FormWizardProps } from './FormWizard';

export interface ApplicationFormProps extends Omit<FormWizardProps, 'form'> {
  definition: FormDefinition;
  /** The form's precompiled validators (the build's `virtual:form-validators` loader). */
  loadValidators(): Promise<CompiledForm>;
}

/** An apply page's body: loads the form's precompiled validators, then runs the wizard. */
export function ApplicationForm({ loadValidators, definition, ...props }: ApplicationFormProps) {
  const [form, setForm] = useState<Form | undefined>();
  const [failed, setFailed] = useState(false);
  // Loaded once per form, however often the page re-renders with a new loader function.
  const load = useEffectEvent(() => loadValidators());
  useEffect(() => {
    let live = true;
    load().then(
      (compiled) =>
        live && setForm({ definition, validators: formValidators(definition, compiled) }),
      (error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [definition]);
  if (failed) return <p role="alert">{messages.genericApiError}</p>;
  if (!form) return <p role="status">Loading the application…</p>;
  return <FormWizard {...props} form={form} />;
}
