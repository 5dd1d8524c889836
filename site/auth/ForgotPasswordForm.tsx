import type { FormEvent } from 'react';
import type { MessageResponse } from '../api';
import { Field, FormMessage, formValues, SubmitButton } from './Field';
import { useActionRequest } from './use-action-request';
import { useClientCheck } from './use-client-check';

const fields = ['identifier'];

/** Asks for a reset link; the server answers the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [state, send] = useActionRequest<MessageResponse>('aqua', 'forgotPassword');
  const { clientErrors, clientMessage, check } = useClientCheck(fields);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (!check(values)) return;
    const { identifier = '' } = values;
    void send(identifier.includes('@') ? { email: identifier } : { username: identifier });
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-form="forgot-password">
      <p>
        Enter your username or the e-mail address on your account. We will e-mail you a link to
        choose a new password.
      </p>
      <FormMessage error={clientMessage ?? state.message} success={state.data?.message} />
      <Field
        name="identifier"
        label="Username or e-mail"
        autoComplete="username"
        required
        error={clientErrors.identifier ?? state.errors.username ?? state.errors.email}
      />
      <SubmitButton busy={state.status === 'loading'}>Send reset link</SubmitButton>
    </form>
  );
}
