import { useState, type FormEvent } from 'react';
import { FormMessage } from '../auth/Field';
import { ReasonField } from './ReasonField';
import { useStaffAction } from './use-staff-data';

/**
 * A masked number's full value, asked for with a reason the server writes to the audit log
 * before it answers.
 */
export function RevealNumber({
  applicationId,
  path,
  label,
}: {
  readonly applicationId: string;
  readonly path: string;
  readonly label: string;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<string | null>(null);
  const [state, send] = useStaffAction<{ value: string }>('revealSsn');
  if (value !== null) return <span data-revealed={path}>{value}</span>;
  if (!open)
    return (
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Show the full number<span className="visually-hidden"> of {label}</span>
      </button>
    );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    const shown = await send({ applicationId, path, reason: String(reason ?? '') }, '');
    if (shown) setValue(shown.value);
  };
  return (
    <form className="admin-reveal" onSubmit={(event) => void submit(event)} noValidate>
      <FormMessage error={state.message} />
      <ReasonField
        label={`Why do you need the full number of ${label}?`}
        rows={2}
        error={state.errors.reason}
      />
      <button type="submit" className="button button--secondary" disabled={state.busy}>
        Show and record the reason
      </button>
    </form>
  );
}
