import { useState, type FormEvent } from 'react';
import { FormMessage } from '../auth/Field';
import { ReasonField } from './ReasonField';
import { useStaffAction, useStaffData } from './use-staff-data';

interface FoundMembers {
  readonly items: readonly {
    readonly _id: string;
    readonly name: string;
    readonly email: string;
  }[];
}

/**
 * Links an application sent without logging in to the member account of its applicant: the
 * accounts with the application's e-mail address are offered, and a reason is asked (audited).
 */
export function LinkApplicationForm({
  applicationId,
  email,
  onLinked,
}: {
  readonly applicationId: string;
  readonly email: string;
  readonly onLinked: () => void;
}) {
  const [found] = useStaffData<FoundMembers>('members', { query: email, page: 1 });
  const [state, send] = useStaffAction<{ memberId: string }>('linkApplication');
  const [memberId, setMemberId] = useState<string | null>(null);
  if (found.status === 'loading') return <p role="status">Looking for the applicant’s account…</p>;
  if (found.status === 'error') return <p role="alert">{found.message}</p>;
  const candidates = found.data.items.filter(
    (member) => member.email.toLowerCase() === email.toLowerCase(),
  );
  if (candidates.length === 0)
    return (
      <p>
        No member account has the address {email}. A member who applied without logging in can add
        the application from their account with its reference number.
      </p>
    );
  const chosen = memberId ?? candidates[0]?._id ?? '';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    const done = await send(
      { applicationId, memberId: chosen, reason },
      'The application is now in the member’s account.',
    );
    if (done) onLinked();
  };
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate data-form="link">
      <FormMessage error={state.message} success={state.success} />
      <fieldset className="choice-list">
        <legend>Member account with the address {email}</legend>
        {candidates.map((member) => (
          <label key={member._id}>
            <input
              type="radio"
              name="memberId"
              value={member._id}
              checked={chosen === member._id}
              onChange={() => setMemberId(member._id)}
            />{' '}
            {member.name}
          </label>
        ))}
      </fieldset>
      <ReasonField label="Why it is theirs (kept in the audit log)" error={state.errors.reason} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={state.busy}>
          Link to the member
        </button>
      </div>
    </form>
  );
}
