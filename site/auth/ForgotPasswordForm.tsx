import type { FormEvent } from 'react';
import type { MessageResponse } from '../api';
import { Field, FormMessage, formValues } from './Field';
import { useActionRequest } from './useActionRequest';

/** Asks for a reset link; the server answers the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [state, send] = useActionRequest<MessageResponse>('aqua', 'forgotPassword');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { identifier = '' } = formValues(event.currentTarget);
    void send(identifier.includes('@') ? { email: identifier } : { username: identifier });
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-form="forgot-password">
      <p>
        Enter your username or the e-mail address on your account. We will e-mail you a link to
        choose a new password.
      </p>
      <FormMessage error={state.message} success={state.data?.message} />
      <Field
        name="identifier"
        label="Username or e-mail"
        autoComplete="username"
        required
        error={state.errors.username ?? state.errors.email}
      />
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={state.status === 'loading'}
        >
          Send reset link
        </button>
      </div>
    </form>
  );
}
