import { useState, type FormEvent } from 'react';
import { Field, FormMessage, formValues, SubmitButton } from '../../auth/Field';
import { useMember } from '../use-member';
import { policyRequest } from './policy-api';

interface Cancelled {
  message: string;
}

/**
 * Cancelling a pending change (new beneficiaries, a new payment method) with the password: a
 * member who did not make the change, or made a mistake, undoes it now rather than wait out its
 * pending hours.
 */
export function CancelPendingChangeForm<Answer extends Cancelled>({
  action,
  what,
  after,
  onCancelled,
}: {
  /** The policy api's cancel action. */
  readonly action: 'cancelBeneficiaryUpdate' | 'cancelPaymentMethodUpdate';
  /** The change, as the heading and the button name it: 'beneficiary update'. */
  readonly what: string;
  /** What cancelling gives back, in a sentence. */
  readonly after: string;
  readonly onCancelled: (answer: Answer) => void;
}) {
  const { auth } = useMember();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword = '' } = formValues(event.currentTarget);
    setBusy(true);
    const result = await policyRequest<Answer>(auth, action, { currentPassword });
    setBusy(false);
    if (result.ok) {
      onCancelled(result.data);
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
      data-form={`cancel-${action === 'cancelBeneficiaryUpdate' ? 'beneficiary' : 'payment-method'}-update`}
    >
      <h3>Did not make this {what}?</h3>
      <p>Cancel it: {after}</p>
      <FormMessage error={message} />
      <Field
        name="currentPassword"
        label="Your password, to confirm"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <SubmitButton busy={busy}>Cancel the {what}</SubmitButton>
    </form>
  );
}
