import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useHydrated } from '../app/use-hydrated';
import { NewPasswordFields } from './AccountFields';
import { FormMessage, formValues, SubmitButton } from './Field';
import { useActionRequest } from './use-action-request';
import { useClientCheck } from './use-client-check';

const fields = ['password', 'passwordConfirmation'];

/** Reached from the e-mailed link, which carries the reset token in ?token=. */
export function PasswordResetForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The page is prerendered without the link's query: whether the link carried a token is known
  // once the page runs, so the form is drawn first, as the prerendered HTML has it.
  const linkRead = useHydrated();
  const [state, send] = useActionRequest<Record<string, unknown>>('aqua', 'resetPassword');
  const { clientErrors, clientMessage, check } = useClientCheck(fields);
  const errors = { ...state.errors, ...clientErrors };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (check(values)) void send({ ...values, token });
  };
  if (state.status === 'success') {
    return (
      <div className="form" role="status">
        <p>Your password has been changed.</p>
        <p>
          <Link to="/login/" className="button button--primary">
            Log in
          </Link>
        </p>
      </div>
    );
  }
  if (linkRead && token === '') {
    return (
      <div className="form" role="alert">
        <p>
          This page needs the link from your password reset e-mail. Please open that link again, or
          ask for a new one.
        </p>
        <p>
          <Link to="/password-forgot/" className="button button--primary">
            Ask for a new link
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate data-form="password-reset">
      <FormMessage error={clientMessage ?? state.message ?? state.errors.token} />
      <NewPasswordFields
        errors={errors}
        passwordLabel="New password"
        confirmationLabel="Confirm new password"
      />
      <SubmitButton busy={state.status === 'loading'}>Change password</SubmitButton>
    </form>
  );
}
