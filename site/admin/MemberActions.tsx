import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../auth/Field';
import { ReasonField } from './ReasonField';
import { useStaffAction } from './use-staff-data';

const statuses = [
  ['I', 'Inforce'],
  ['S', 'Grace Period'],
  ['B', 'Uninsured'],
  ['E', 'Expired Insured Member'],
  ['T', 'Terminated'],
  ['N', 'Sponsoring Spouse'],
  ['U', 'Unidentified Allotment'],
  ['P', 'Pending'],
] as const;

/** A manual status change, with the reason the audit log keeps. */
export function StatusChangeForm({
  memberId,
  current,
  onChanged,
}: {
  readonly memberId: string;
  readonly current: string;
  readonly onChanged: () => void;
}) {
  const [state, send] = useStaffAction('changeMemberStatus');
  const id = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const done = await send(
      { memberId, status: String(form.get('status')), reason: String(form.get('reason') ?? '') },
      'The status was changed.',
    );
    if (done) onChanged();
  };
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <FormMessage error={state.message} success={state.success} />
      <div className="field">
        <label htmlFor={`${id}-status`}>New status</label>
        <select id={`${id}-status`} name="status" defaultValue={current}>
          {statuses.map(([code, name]) => (
            <option key={code} value={code}>
              {code}: {name}
            </option>
          ))}
        </select>
      </div>
      <ReasonField label="Reason for the change" rows={2} error={state.errors.reason} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={state.busy}>
          Change the status
        </button>
      </div>
    </form>
  );
}

/** One button that sends one staff action about the member and says how it went. */
export function MemberActionButton({
  memberId,
  action,
  label,
  success,
  onDone,
}: {
  readonly memberId: string;
  readonly action: string;
  readonly label: string;
  readonly success: string;
  readonly onDone?: () => void;
}) {
  const [state, send] = useStaffAction(action);
  const [sent, setSent] = useState(false);
  const click = async () => {
    const done = await send({ memberId }, success);
    setSent(true);
    if (done) onDone?.();
  };
  return (
    <div className="admin-action">
      <button
        type="button"
        className="button button--secondary"
        disabled={state.busy}
        onClick={() => void click()}
      >
        {label}
      </button>
      {sent ? <FormMessage error={state.message} success={state.success} /> : null}
    </div>
  );
}
