import type { FormEvent } from 'react';
import { userStore } from '../stores';
import { Field, FormMessage, formValues } from './Field';
import { useActionRequest } from './useActionRequest';
import { useClientCheck } from './useClientCheck';

const fields = ['email', 'dateOfBirth', 'username', 'password', 'passwordConfirmation'];

/** Members who joined by phone or mail choose a username for online access. */
export function SetupUsernameForm() {
  const [state, send] = useActionRequest<Record<string, unknown>>('aqua', 'setupUsername');
  const { clientErrors, clientMessage, check } = useClientCheck(fields);
  const errors = { ...state.errors, ...clientErrors };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const auth = userStore.getState().auth;
    const values = formValues(event.currentTarget);
    if (check(values)) void send({ ...values, ...auth });
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-form="setup-username">
      <FormMessage
        error={clientMessage ?? state.message}
        success={
          state.status === 'success' ? 'Your username is set. You can now log in with it.' : null
        }
      />
      <Field
        name="email"
        label="E-mail address on your account"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <Field
        name="dateOfBirth"
        label="Date of birth"
        hint="MM/DD/YYYY"
        inputMode="numeric"
        autoComplete="bday"
        required
        error={errors.dateOfBirth}
      />
      <Field
        name="username"
        label="New username"
        hint="At least 5 characters"
        autoComplete="username"
        required
        error={errors.username}
      />
      <Field
        name="password"
        label="Password"
        hint="At least 6 characters"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <Field
        name="passwordConfirmation"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirmation}
      />
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={state.status === 'loading'}
        >
          Save username
        </button>
      </div>
    </form>
  );
}
