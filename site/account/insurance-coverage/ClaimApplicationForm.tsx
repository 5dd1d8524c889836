import { useId, useState, type FormEvent } from 'react';
import { runRequest } from '../../api';
import { Field, FormMessage, formValues, SubmitButton } from '../../auth/Field';
import { useUser } from '../../stores';
import { useMember } from '../use-member';

interface Claimed {
  message: string;
}

/**
 * An application the member sent without logging in, added to the account by its reference
 * number (in the confirmation e-mail), the e-mail address and a date of birth given in it.
 */
export function ClaimApplicationForm() {
  const id = useId();
  const { auth, data } = useMember();
  const fetchUser = useUser((state) => state.fetchUser);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    setBusy(true);
    setSuccess(null);
    const result = await runRequest<Claimed>({
      api: 'application',
      action: 'claim',
      data: {
        referenceNumber: values.referenceNumber ?? '',
        email: values.email ?? '',
        dateOfBirth: values.dateOfBirth ?? '',
        memberId: auth.memberId,
        memberToken: auth.memberToken,
      },
    });
    setBusy(false);
    if (!result.ok) {
      setMessage(result.message);
      setErrors(result.errors ?? {});
      return;
    }
    setMessage(null);
    setErrors({});
    setSuccess(result.data.message);
    form.reset();
    // The account's applications come from getUser: read again, the claimed one is listed.
    await fetchUser();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="account-card">
      <h2 id={`${id}-heading`}>Applied without logging in?</h2>
      <p>
        Add the application to your account with the reference number from its confirmation e-mail.
      </p>
      <form
        className="form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-form="claim-application"
      >
        <FormMessage error={message} success={success} />
        <Field
          name="referenceNumber"
          label="Reference number"
          hint="MBA- and 10 letters or digits"
          autoComplete="off"
          maxLength={20}
          required
          error={errors.referenceNumber}
        />
        <Field
          name="email"
          label="E-mail address given in the application"
          type="email"
          autoComplete="email"
          defaultValue={data.contact?.email?.primary ?? ''}
          required
          error={errors.email}
        />
        <Field
          name="dateOfBirth"
          label="Date of birth given in the application"
          hint="MM/DD/YYYY"
          inputMode="numeric"
          maxLength={10}
          required
          error={errors.dateOfBirth}
        />
        <SubmitButton busy={busy}>Add the application</SubmitButton>
      </form>
    </section>
  );
}
