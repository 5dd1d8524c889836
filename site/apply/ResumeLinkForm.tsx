import type { FormEvent } from 'react';
import { fieldLimits } from '../../validators';
import type { MessageResponse } from '../api';
import { Field, FormMessage, formValues, SubmitButton } from '../auth/Field';
import { useActionRequest } from '../auth/use-action-request';
import { useClientCheck } from '../auth/use-client-check';

const checked = ['email'];

/** Asks for a fresh link to the applications saved under an address; the answer is neutral. */
export function ResumeLinkForm() {
  const [state, send] = useActionRequest<MessageResponse>('application', 'resumeLink');
  const { clientErrors, clientMessage, check } = useClientCheck(checked);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (check(values)) void send(values);
  };
  if (state.status === 'success' && state.data) return <FormMessage success={state.data.message} />;
  return (
    <form className="form" onSubmit={submit} noValidate data-form="resume-link">
      <FormMessage error={clientMessage ?? state.message} />
      <Field
        name="email"
        label="The e-mail address you saved it with"
        type="email"
        autoComplete="email"
        maxLength={fieldLimits.email.maxLength}
        required
        error={clientErrors.email ?? state.errors.email}
      />
      <SubmitButton busy={state.status === 'loading'}>E-mail me a new link</SubmitButton>
    </form>
  );
}
