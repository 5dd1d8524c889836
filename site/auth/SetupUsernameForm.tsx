import type { FormEvent } from 'react';
import { userStore } from '../stores';
import { DateOfBirthField, NewPasswordFields, NewUsernameField } from './AccountFields';
import { Field, FormMessage, formValues, SubmitButton } from './Field';
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
      <DateOfBirthField error={errors.dateOfBirth} />
      <NewUsernameField label="New username" required error={errors.username} />
      <NewPasswordFields errors={errors} />
      <SubmitButton busy={state.status === 'loading'}>Save username</SubmitButton>
    </form>
  );
}
