import { useState, type FormEvent } from 'react';
import { Field, FormMessage, formValues, SubmitButton } from '../../auth/Field';
import { useMember } from '../use-member';
import { policyRequest } from '../policy/policy-api';

interface Cancelled {
  message: string;
}

/**
 * Cancelling the pending beneficiary update, with the password: a member who did not make the
 * change (or made a mistake) undoes it now, rather than wait out its 48 hours.
 */
export function CancelBeneficiaryUpdateForm({
  onCancelled,
}: {
  readonly onCancelled: (message: string) => void;
}) {
  const { auth } = useMember();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword = '' } = formValues(event.currentTarget);
    setBusy(true);
    const result = await policyRequest<Cancelled>(auth, 'cancelBeneficiaryUpdate', {
      currentPassword,
    });
    setBusy(false);
    if (result.ok) {
      onCancelled(result.data.message);
      return;
    }
    setMessage(result.message);
    setErrors(result.errors ?? {});
  };

  return (
    <form
      className="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-form="cancel-beneficiary-update"
    >
      <h2>Did not make this update?</h2>
      <p>Cancel it, and the beneficiaries named before it stay in force.</p>
      <FormMessage error={message} />
      <Field
        name="currentPassword"
        label="Your password, to confirm"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <SubmitButton busy={busy}>Cancel the beneficiary update</SubmitButton>
    </form>
  );
}
