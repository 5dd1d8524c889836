import type { FormEvent } from 'react';
import { sensitivePaths, type FormRoute } from 'virtual:form-validators';
import { useStore } from 'zustand';
import { withoutSensitive } from '../../engine';
import { fieldLimits } from '../../validators';
import type { MessageResponse } from '../api';
import { Field, FormMessage, formValues, SubmitButton } from '../auth/Field';
import { useActionRequest } from '../auth/use-action-request';
import { useClientCheck } from '../auth/use-client-check';
import { FoldedSection } from '../components/FoldedSection';
import { useUser } from '../stores';
import { memberCredentials } from './application-requests';
import { applicationStore } from './application-store';

const checked = ['email'];

/**
 * "Save and finish later": the answers of the steps passed so far are kept on the server under
 * an e-mail address for 30 days, and a single-use link to them is e-mailed, to finish on any
 * device. Offered once a step is passed: before that there is nothing to keep.
 */
export function SaveForLater({ form }: { readonly form: FormRoute }) {
  const { appId, formId } = form;
  const passed = useStore(
    applicationStore,
    (state) => state.applications[appId]?.[formId]?.passedSteps.length ?? 0,
  );
  const memberEmail = useUser((state) => state.data?.contact?.email?.primary);
  const [state, send] = useActionRequest<MessageResponse>('application', 'save');
  const { clientErrors, clientMessage, check } = useClientCheck(checked);
  const errors = { ...state.errors, ...clientErrors };
  if (passed === 0 && state.status !== 'success') return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const entry = applicationStore.getState().entry(appId, formId);
    if (!check(values) || !entry) return;
    void send({
      appId,
      formId,
      email: values.email,
      // Sensitive answers are never kept with it: they are not even sent.
      data: withoutSensitive(entry.data, sensitivePaths),
      passedSteps: entry.passedSteps,
      idempotencyKey: applicationStore.getState().submissionKey(appId, formId),
      ...memberCredentials(),
    });
  };
  return (
    <FoldedSection summary="Save and finish later" section="save-for-later">
      {() =>
        state.status === 'success' && state.data ? (
          <FormMessage success={state.data.message} />
        ) : (
          <form className="form" onSubmit={submit} noValidate data-form="save-for-later">
            <p>
              We keep the answers of the steps you have completed for 30 days and e-mail you a link
              to finish on this or any other device. For your security, your Social Security number
              and any card or bank numbers are not kept: you will be asked for them again.
            </p>
            <FormMessage error={clientMessage ?? state.message} />
            <Field
              name="email"
              label="Your e-mail address"
              type="email"
              autoComplete="email"
              maxLength={fieldLimits.email.maxLength}
              defaultValue={memberEmail}
              required
              error={errors.email}
            />
            <SubmitButton busy={state.status === 'loading'}>E-mail me a link</SubmitButton>
          </form>
        )
      }
    </FoldedSection>
  );
}
