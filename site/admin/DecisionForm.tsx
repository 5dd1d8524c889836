import { useState, type FormEvent } from 'react';
import { FormMessage } from '../auth/Field';
import { ReasonField } from './ReasonField';
import { useStaffAction } from './use-staff-data';

const choices = [
  { value: 'approve', label: 'Approve' },
  { value: 'reject', label: 'Reject' },
  { value: 'requestInformation', label: 'Ask for information' },
] as const;

/** Approve, reject with a reason, or ask for information: the applicant is e-mailed. */
export function DecisionForm({
  applicationId,
  onDecided,
}: {
  readonly applicationId: string;
  readonly onDecided: () => void;
}) {
  const [state, send] = useStaffAction<{ status: string }>('decideApplication');
  const [decision, setDecision] = useState<string>('approve');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    const done = await send(
      { applicationId, decision, reason },
      'The decision was recorded and the applicant e-mailed.',
    );
    if (done) onDecided();
  };
  const reasonLabel =
    decision === 'reject'
      ? 'Reason for the rejection (sent to the applicant)'
      : decision === 'requestInformation'
        ? 'Information needed (sent to the applicant)'
        : 'Note (optional, sent to no one)';
  return (
    <form
      className="form admin-decision"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-form="decision"
    >
      <FormMessage error={state.message} success={state.success} />
      <fieldset className="choice-list">
        <legend>Decision</legend>
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name="decision"
              value={choice.value}
              checked={decision === choice.value}
              onChange={() => setDecision(choice.value)}
            />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      <ReasonField label={reasonLabel} rows={3} error={state.errors.reason} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={state.busy}>
          Record the decision
        </button>
      </div>
    </form>
  );
}
