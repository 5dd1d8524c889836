import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { createSetupUsernameStore } from '../stores';
import {
  DateOfBirthField,
  NewPasswordFields,
  NewUsernameField,
  VerificationCodeField,
} from './AccountFields';
import { Field, FormMessage, formValues, SubmitButton } from './Field';
import { useClientCheck } from './use-client-check';

type SetupUsernameStore = ReturnType<typeof createSetupUsernameStore>;

const detailFields = ['email', 'dateOfBirth'];
const choiceFields = ['code', 'username', 'password', 'passwordConfirmation'];

function DetailsForm({ store }: { readonly store: SetupUsernameStore }) {
  const status = useStore(store, (state) => state.status);
  const errorMessage = useStore(store, (state) => state.errorMessage);
  const serverErrors = useStore(store, (state) => state.fieldErrors);
  const { clientErrors, clientMessage, check } = useClientCheck(detailFields);
  const errors = { ...serverErrors, ...clientErrors };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '', dateOfBirth = '' } = formValues(event.currentTarget);
    if (check({ email, dateOfBirth })) void store.getState().requestCode({ email, dateOfBirth });
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-form="setup-username">
      <p>We will e-mail you a code to confirm the address is yours.</p>
      <FormMessage error={clientMessage ?? errorMessage} />
      <Field
        name="email"
        label="E-mail address on your account"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <DateOfBirthField error={errors.dateOfBirth} />
      <SubmitButton busy={status === 'loading'}>Send me a code</SubmitButton>
    </form>
  );
}

function CodeForm({ store }: { readonly store: SetupUsernameStore }) {
  const status = useStore(store, (state) => state.status);
  const errorMessage = useStore(store, (state) => state.errorMessage);
  const sentMessage = useStore(store, (state) => state.sentMessage);
  const notice = useStore(store, (state) => state.notice);
  const serverErrors = useStore(store, (state) => state.fieldErrors);
  const { clientErrors, clientMessage, check } = useClientCheck(choiceFields);
  const errors = { ...serverErrors, ...clientErrors };
  const busy = status === 'loading';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const {
      code = '',
      username = '',
      password = '',
      passwordConfirmation = '',
    } = formValues(event.currentTarget);
    const choice = { code, username, password, passwordConfirmation };
    if (check(choice)) void store.getState().confirm(choice);
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-form="setup-username-code">
      <p data-testid="setup-code-sent">{sentMessage}</p>
      <p className="field__hint">
        The code works once. If it has expired or was refused too often, ask for a new one.
      </p>
      <FormMessage error={clientMessage ?? errorMessage} success={notice} />
      <VerificationCodeField label="Enter the code we sent to your e-mail" error={errors.code} />
      <NewUsernameField label="New username" required error={errors.username} />
      <NewPasswordFields errors={errors} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Save username
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={busy}
          onClick={() => void store.getState().resendCode()}
        >
          Send a new code
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => store.getState().startOver()}
        >
          Change my details
        </button>
      </div>
    </form>
  );
}

/**
 * Members who joined by phone or mail choose a username for online access, in two steps: their
 * e-mail address and date of birth ask for a code sent to that address, then the code goes with
 * the new username and password.
 */
export function SetupUsernameForm() {
  const [store] = useState(createSetupUsernameStore);
  const step = useStore(store, (state) => state.step);
  const notice = useStore(store, (state) => state.notice);
  if (step === 'done') {
    return (
      <div className="form" role="status">
        <p>{notice}</p>
        <p>
          <Link to="/login/" className="button button--primary">
            Log in
          </Link>
        </p>
      </div>
    );
  }
  return step === 'code' ? <CodeForm store={store} /> : <DetailsForm store={store} />;
}
