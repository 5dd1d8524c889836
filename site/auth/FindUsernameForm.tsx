import type { FormEvent } from 'react';
import type { MessageResponse } from '../api';
import { Field, FormMessage, formValues, SubmitButton } from './Field';
import { useActionRequest } from './use-action-request';
import { useClientCheck } from './use-client-check';

const fields = ['email'];

export function FindUsernameForm() {
  const [state, send] = useActionRequest<MessageResponse>('aqua', 'findYourUsername');
  const { clientErrors, clientMessage, check } = useClientCheck(fields);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (check(values)) void send(values);
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-form="find-username">
      <p>Enter the e-mail address on your account and we will send your username to it.</p>
      <FormMessage error={clientMessage ?? state.message} success={state.data?.message} />
      <Field
        name="email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        required
        error={clientErrors.email ?? state.errors.email}
      />
      <SubmitButton busy={state.status === 'loading'}>E-mail my username</SubmitButton>
    </form>
  );
}
