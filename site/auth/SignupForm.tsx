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
  const errors = { ...serverErrors, ...clientErrors };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (!check(values)) return;
    setSentMessage(await userStore.getState().signup(values));
  };
  if (sentMessage !== null) {
    return (
      <div className="form" role="status" data-testid="signup-sent">
        <p>{sentMessage}</p>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate data-form="signup">
      <FormMessage error={clientMessage ?? errorMessage} />
      <NameAndEmailFields errors={errors} />
      <DateOfBirthField error={errors.dateOfBirth} />
      <NewUsernameField label="Username" error={errors.username} />
      <NewPasswordFields errors={errors} />
      <SubmitButton busy={status === 'loading'}>Create my account</SubmitButton>
    </form>
  );
}
