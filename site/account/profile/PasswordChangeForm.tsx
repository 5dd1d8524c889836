import { useRef, type FormEvent } from 'react';
import { NewPasswordFields } from '../../auth/AccountFields';
import { Field, FormMessage, formValues, SubmitButton } from '../../auth/Field';
import { useActionRequest } from '../../auth/use-action-request';
import { useClientCheck } from '../../auth/use-client-check';
import { userStore } from '../../stores';
import { useMember } from '../use-member';

const fields = ['currentPassword', 'password', 'passwordConfirmation'];

function isPasswordAnswer(body: unknown): body is { message: string; token: string } {
  const answer = body as { message?: unknown; token?: unknown } | null;
  return typeof answer?.message === 'string' && typeof answer.token === 'string';
}

/** updatePassword (spec 7): other sessions end, this one goes on with the answer's new token. */
export function PasswordChangeForm() {
  const { auth } = useMember();
  const form = useRef<HTMLFormElement>(null);
  const [state, send] = useActionRequest('aqua', 'updatePassword', isPasswordAnswer);
  const { clientErrors, clientMessage, check } = useClientCheck(fields);
  const errors = { ...state.errors, ...clientErrors };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (!check(values)) return;
    const answer = await send({ ...auth, ...values });
    if (answer) {
      userStore.getState().renewToken(answer.token);
      form.current?.reset();
    }
  };
  return (
    <form
      ref={form}
      className="form account-card"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-form="password-change"
    >
      <h2>Password</h2>
      <FormMessage error={clientMessage ?? state.message} success={state.data?.message ?? null} />
      <Field
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <NewPasswordFields
        errors={errors}
        passwordLabel="New password"
        confirmationLabel="Confirm new password"
      />
      <SubmitButton busy={state.status === 'loading'}>Change password</SubmitButton>
    </form>
  );
}
