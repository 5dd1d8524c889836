import { useState, type FormEvent } from 'react';
import { userStore, useUser } from '../stores';
import {
  DateOfBirthField,
  NameAndEmailFields,
  NewPasswordFields,
  NewUsernameField,
} from './AccountFields';
import { FormMessage, formValues, SubmitButton } from './Field';
import { useClientCheck } from './use-client-check';
import { forgetSignupFromApplication, useSignupFromApplication } from './signup-from-application';

const fields = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'username',
  'password',
  'passwordConfirmation',
];
const required = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'password',
  'passwordConfirmation',
];

/**
 * Becoming a member: sends the sign-up, then says to check the e-mail, whose link makes the
 * account and logs the new member in (the server answers alike for an address with an account).
 */
export function SignupForm() {
  const status = useUser((state) => state.loading.signup);
  const errorMessage = useUser((state) => state.errorMessage);
  const serverErrors = useUser((state) => state.fieldErrors);
  const { clientErrors, clientMessage, check } = useClientCheck(fields, required);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  // Opened from an application's confirmation: filled from it, and the account will have it.
  const from = useSignupFromApplication();
  const errors = { ...serverErrors, ...clientErrors };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (!check(values)) return;
    const application = from && {
      applicationId: from.applicationId,
      downloadKey: from.downloadKey,
    };
    const sent = await userStore
      .getState()
      .signup(application ? { ...values, application } : values);
    if (sent !== null) forgetSignupFromApplication();
    setSentMessage(sent);
  };
  if (sentMessage !== null) {
    return (
      <div className="form" role="status" data-testid="signup-sent">
        <p>{sentMessage}</p>
      </div>
    );
  }
  return (
    <form
      // Remade once the application's answers are read, so the fields start with them.
      key={from ? 'from-application' : 'blank'}
      className="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-form="signup"
    >
      <FormMessage error={clientMessage ?? errorMessage} />
      {from ? (
        <p>
          Your account will show the application you just sent once you confirm your e-mail address.
        </p>
      ) : null}
      <NameAndEmailFields errors={errors} defaults={from ?? {}} />
      <DateOfBirthField error={errors.dateOfBirth} defaultValue={from?.dateOfBirth} />
      <NewUsernameField label="Username" error={errors.username} />
      <NewPasswordFields errors={errors} />
      <SubmitButton busy={status === 'loading'}>Create my account</SubmitButton>
    </form>
  );
}
